import { describe, expect, it } from 'vitest';
import { answerOrder } from '../../../../app/lib/answer-order';
import { deferred } from '../../../support/deferred';

/** Two requests of one kind started in turn, their answers held back; `shown` collects what was applied. */
function twoRequests() {
  const inOrder = answerOrder();
  const shown: number[] = [];
  const older = deferred<number>();
  const newer = deferred<number>();
  const first = inOrder(
    () => older.promise,
    (v) => shown.push(v),
  );
  const second = inOrder(
    () => newer.promise,
    (v) => shown.push(v),
  );
  return { shown, older, newer, first, second };
}

describe('answerOrder', () => {
  it('drops an older answer that arrives after a newer one was applied', async () => {
    const { shown, older, newer, first, second } = twoRequests();
    newer.resolve(3);
    expect(await second).toBe(true);
    older.resolve(4);
    expect(await first).toBe(false);
    expect(shown).toEqual([3]);
  });

  it('applies answers that arrive in order, and an older one while the newer is still pending', async () => {
    const { shown, older, newer, first, second } = twoRequests();
    older.resolve(4);
    expect(await first).toBe(true);
    newer.resolve(3);
    expect(await second).toBe(true);
    expect(shown).toEqual([4, 3]);
  });

  it('passes a failed request on to the caller and still orders the rest', async () => {
    const inOrder = answerOrder();
    const shown: number[] = [];
    const failing = inOrder(
      () => Promise.reject(new Error('offline')),
      (v: number) => shown.push(v),
    );
    await expect(failing).rejects.toThrow('offline');
    expect(
      await inOrder(
        () => Promise.resolve(5),
        (v) => shown.push(v),
      ),
    ).toBe(true);
    expect(shown).toEqual([5]);
  });

  it('keeps separate orders apart', async () => {
    const details = answerOrder();
    const lists = answerOrder();
    const slow = deferred<string>();
    const pending = details(
      () => slow.promise,
      () => {},
    );
    expect(
      await lists(
        () => Promise.resolve('list'),
        () => {},
      ),
    ).toBe(true);
    slow.resolve('detail');
    expect(await pending).toBe(true);
  });
});
