/**
 * The hashing queue's rules on controllable jobs: a concurrency limit, one owner's share, jobs
 * taken in turn across owners, and refusals past an owner's or everyone's waiting limit.
 */
import { describe, expect, it } from 'vitest';
import { FairQueue } from '../../../server/http/fair-queue';
import { deferred } from '../../support/deferred';

const limits = { concurrency: 2, ownerConcurrency: 1, ownerQueue: 3, queue: 5 };

class Refused extends Error {
  constructor(readonly full: 'owner' | 'all') {
    super(full);
  }
}

function harness(overrides: Partial<typeof limits> = {}) {
  const queue = new FairQueue({ ...limits, ...overrides }, (full) => new Refused(full));
  const started: string[] = [];
  const gates = new Map<string, ReturnType<typeof deferred<void>>>();
  const job = (owner: string, name: string) => {
    const gate = deferred<void>();
    gates.set(name, gate);
    return queue.run(owner, async () => {
      started.push(name);
      await gate.promise;
      return name;
    });
  };
  const finish = async (name: string) => {
    gates.get(name)!.resolve();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { queue, started, job, finish };
}

describe('FairQueue', () => {
  it('runs at most the concurrency at once, and one job per owner while its share is one', async () => {
    const { queue, started, job, finish } = harness();
    void job('a', 'a1');
    void job('a', 'a2');
    void job('b', 'b1');
    void job('c', 'c1');
    await Promise.resolve();
    expect(started).toEqual(['a1', 'b1']);
    expect(queue.size).toEqual({ running: 2, queued: 2 });
    await finish('b1');
    // a is at its share: c goes first though a waited longer.
    expect(started).toEqual(['a1', 'b1', 'c1']);
    await finish('a1');
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2']);
  });

  it('takes owners in turn when one sent a burst before another sent one job', async () => {
    const { started, job, finish } = harness({ concurrency: 1, ownerQueue: 10, queue: 20 });
    const burst = ['a1', 'a2', 'a3', 'a4'].map((name) => job('a', name));
    void job('b', 'b1');
    void job('c', 'c1');
    // a2 had its turn before b1 came; then b and c each get one before a's next.
    for (const name of ['a1', 'a2', 'b1', 'c1', 'a3', 'a4']) await finish(name);
    expect(started).toEqual(['a1', 'a2', 'b1', 'c1', 'a3', 'a4']);
    expect(await Promise.all(burst)).toEqual(['a1', 'a2', 'a3', 'a4']);
  });

  it("refuses at once past an owner's waiting limit, leaving other owners room", async () => {
    const { queue, job } = harness();
    void job('a', 'a0'); // running
    for (let i = 1; i <= 3; i++) void job('a', `a${i}`);
    await expect(job('a', 'a4')).rejects.toEqual(new Refused('owner'));
    void job('b', 'b0'); // running
    void job('b', 'b1');
    expect(queue.size).toEqual({ running: 2, queued: 4 });
  });

  it("refuses at once past everyone's waiting limit", async () => {
    const { job } = harness();
    void job('a', 'a0');
    void job('b', 'b0');
    for (const owner of ['c', 'd', 'e', 'f', 'g']) void job(owner, `${owner}1`);
    await expect(job('h', 'h1')).rejects.toEqual(new Refused('all'));
  });

  it('passes a failing job on and frees its slot', async () => {
    const queue = new FairQueue({ ...limits, concurrency: 1 }, (full) => new Refused(full));
    const failing = queue.run('a', async () => {
      throw new Error('boom');
    });
    const next = queue.run('b', async () => 'b');
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('b');
    expect(queue.size).toEqual({ running: 0, queued: 0 });
  });
});
