// Preloaded into a server process by tests (NODE_OPTIONS=--import): says on stderr when a
// request arrives, so a test can signal while it is in flight; and on SIGUSR2 rejects a
// promise that nobody handles, as a bug anywhere in the server would.
import diagnostics from 'node:diagnostics_channel';

diagnostics.subscribe('http.server.request.start', () => process.stderr.write('[hook] request started\n'));
process.on('SIGUSR2', () => {
  void Promise.reject(new Error('injected unhandled rejection'));
});
