/**
 * Requests that write the same state can be answered out of order (a reload started by one push, another by the
 * next). Each answer is applied only when no later-started request's answer has been applied, so a late, older
 * answer never overwrites a newer one: the last state shown is the newest the server gave.
 */
export function answerOrder(): <T>(request: () => Promise<T>, apply: (value: T) => void) => Promise<boolean> {
  let started = 0;
  let applied = 0;
  return async (request, apply) => {
    const ticket = ++started;
    const value = await request();
    if (ticket < applied) return false;
    applied = ticket;
    apply(value);
    return true;
  };
}
