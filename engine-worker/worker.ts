/** The engine's Web Worker: the only file that touches the worker global. */
import { expose } from 'comlink';
import { createWorkerApi } from './worker-api';

expose(createWorkerApi());
