// comlink ships these types as node-adapter.d.ts beside the .mjs file, which TypeScript does not pair up.
declare module 'comlink/dist/esm/node-adapter.mjs' {
  import type { Endpoint } from 'comlink';
  import type { MessagePort, Worker } from 'node:worker_threads';
  export default function nodeEndpoint(nep: MessagePort | Worker): Endpoint;
}
