import { Worker } from 'node:worker_threads';
import { wrap, type Remote } from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerApi } from '../../../engine-worker/worker-api';

/** The real engine-worker/worker.ts, in a worker thread, reached through Comlink as the app does. */
describe('engine worker through Comlink', () => {
  let thread: Worker;
  let engine: Remote<WorkerApi>;

  beforeAll(() => {
    thread = new Worker(new URL('../../support/node-worker-host.mjs', import.meta.url), {
      workerData: { module: new URL('../../../engine-worker/worker.ts', import.meta.url).href },
    });
    engine = wrap<WorkerApi>(nodeEndpoint(thread));
  });

  afterAll(async () => {
    await thread.terminate();
  });

  it('parses a large paste in the worker and returns only a summary and a preview', async () => {
    const lines: string[] = [];
    for (let i = 0; i < 200_000; i++) lines.push(String((i * 7919) % 100_000).padStart(5, '0'));
    const result = await engine.parseInput('ssc:wx_zx_ds', lines.join('\n'));
    expect(result.summary).toMatchObject({ count: 100_000, duplicates: 100_000, invalidCount: 0 });
    expect(result.preview).toHaveLength(100);
    expect(result.preview[1]).toBe('07919');
    expect(await engine.entries(result.handle, 99_998, 100_005)).toHaveLength(2);
    await engine.release(result.handle);
    expect(await engine.keptCount()).toBe(0);
  });

  it('reads an uploaded file in the worker and reports a bad entry with its position', async () => {
    const file = new Blob(['12345\n67890\n1234x\n'], { type: 'text/plain' });
    const result = await engine.parseInput('ssc:wx_zx_ds', file);
    expect(result.summary.count).toBe(0);
    expect(result.summary.invalid).toEqual([{ position: 3, entry: '1234', reason: '号码个数不正确' }]);
  });
});
