/**
 * More than one way in to the same listening socket. libuv (Node ≥ 20) accepts one connection
 * per listening handle per turn of the event loop, and under load a turn lasts 10-15 ms: a
 * burst of new connections then waits in the kernel's accept queue, draining at about 75 per
 * second, long after the admission gate would have answered them (`npm run bench:overload`
 * measured 1,800 connections queued and answers 5-8 s late at 4× the capacity).
 *
 * Each lane is another descriptor of the same socket, each polled and accepted from on its
 * own, so a turn accepts up to one connection per lane; every accepted connection goes to the
 * one HTTP server. The descriptors come the way node:cluster hands a listening socket to its
 * workers: sent over an IPC channel, each arriving as a new descriptor. A short-lived child
 * process echoes the socket back as many times as lanes are wanted.
 */
import { spawn } from 'node:child_process';
import type http from 'node:http';
import { Server } from 'node:net';

/**
 * Echoes the socket it is sent back `copies` times, then exits. It gets the bare handle, which
 * it never listens on: a child that listened would take connections and never answer them.
 */
const ECHO = `process.on('message', (m, handle) => {
  let sent = 0;
  for (let i = 0; i < m.copies; i++) process.send({ lane: i }, handle, () => { if (++sent === m.copies) process.exit(0); });
});`;

export interface AcceptLanes {
  /** Stops accepting on every extra lane (the server's own listener is closed by the server). */
  close(): void;
}

/**
 * Opens `lanes - 1` extra lanes into `server`, which must be listening. Resolves once they all
 * accept; a failure to get them leaves the server with its one lane and rejects.
 */
export async function openAcceptLanes(server: http.Server, lanes: number): Promise<AcceptLanes> {
  const extra: Server[] = [];
  const close = () => {
    for (const lane of extra) lane.close();
  };
  if (lanes <= 1) return { close };
  const child = spawn(process.execPath, ['-e', ECHO], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise<void>((resolve, reject) => {
    // Lanes that did arrive are closed too: nothing would close them at shutdown.
    const failed = (error: Error) => {
      clearTimeout(timer);
      child.kill();
      close();
      extra.length = 0;
      reject(error);
    };
    const timer = setTimeout(() => failed(new Error('accept lanes: no answer from the echo process')), 10_000);
    child.on('error', failed);
    child.on('message', (_message, handle) => {
      const copy = new Server((socket) => server.emit('connection', socket));
      copy.listen(handle);
      extra.push(copy);
      if (extra.length === lanes - 1) {
        clearTimeout(timer);
        resolve();
      }
    });
    // The bare handle (what node:cluster sends), so that neither process listens on it as a server of its own.
    child.send({ copies: lanes - 1 }, (server as unknown as { _handle: Server })._handle);
  });
  return { close };
}
