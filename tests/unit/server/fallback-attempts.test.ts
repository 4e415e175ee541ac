import { describe, expect, it } from 'vitest';
import { FallbackAttemptStore, MemoryAttemptStore, type AttemptStore } from '../../../server/domains/session/throttle';

/** A shared store that fails while `down` is set, as Redis does when it is stopped or a command passes its timeout. */
function flakyShared(now: () => number) {
  const memory = new MemoryAttemptStore(now);
  const state = { down: false };
  const guard = <T>(work: () => Promise<T>) => (state.down ? Promise.reject(new Error('Command timed out')) : work());
  const store: AttemptStore = {
    hit: (key, windowMs) => guard(() => memory.hit(key, windowMs)),
    count: (key, windowMs) => guard(() => memory.count(key, windowMs)),
    release: (key) => guard(() => memory.release(key)),
    reset: (key) => guard(() => memory.reset(key)),
  };
  return { store, state };
}

describe('the attempt store of a cluster', () => {
  it('counts in this process while the shared store fails, says so once per outage, and goes back to the shared counts', async () => {
    let time = 1_000_000;
    const now = () => time;
    const { store: shared, state } = flakyShared(now);
    const logged: string[] = [];
    const tries = { shared: 0 };
    const counted: AttemptStore = { ...shared, count: (key, windowMs) => (tries.shared++, shared.count(key, windowMs)) };
    const attempts = new FallbackAttemptStore(counted, new MemoryAttemptStore(now), (m) => logged.push(m), 5_000, now);
    const window = 60_000;
    expect(await attempts.hit('addr:1', window)).toBe(1);
    expect(await attempts.hit('addr:1', window)).toBe(2);

    state.down = true;
    // Nothing fails for the caller: this process's own count, which kept the attempts made before the outage.
    expect(await attempts.hit('addr:1', window)).toBe(3);
    expect(await attempts.count('addr:1', window)).toBe(3);
    await expect(attempts.reset('addr:2')).resolves.toBeUndefined();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('Command timed out');

    // Within 5 s of a failure the shared store is not tried again: each try would wait for its timeout.
    const before = tries.shared;
    await attempts.count('addr:1', window);
    expect(tries.shared).toBe(before);

    state.down = false;
    time += 5_000;
    // The shared count again (it missed the attempt made during the outage), and a new outage is reported again.
    expect(await attempts.count('addr:1', window)).toBe(2);
    state.down = true;
    await attempts.count('addr:1', window);
    expect(logged).toHaveLength(2);
  });
});
