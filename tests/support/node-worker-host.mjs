// Runs a browser-style worker module (one that talks through the worker global, as
// engine-worker/worker.ts does) inside a Node worker thread: the thread's parentPort is
// dressed as the worker global, then the real module is imported unchanged.
import { parentPort, workerData } from 'node:worker_threads';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { register } from 'tsx/esm/api';

const endpoint = nodeEndpoint(parentPort);
globalThis.addEventListener = endpoint.addEventListener.bind(endpoint);
globalThis.removeEventListener = endpoint.removeEventListener.bind(endpoint);
globalThis.postMessage = endpoint.postMessage.bind(endpoint);
// worker threads do not inherit the parent's TypeScript loader: register it here
register();
await import(workerData.module);
