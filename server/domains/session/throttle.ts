/**
 * Failed attempts per key (user name, IP) in a sliding window: the 11th failure within
 * 15 minutes gets 429, even with the right password, so one account cannot be sprayed
 * from many IPs nor many accounts from one IP. In memory: one process owns its limits.
 */
export class FailureThrottle {
  private readonly failures = new Map<string, number[]>();
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  private recent(key: string): number[] {
    const cutoff = this.now() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }

  blocked(...keys: string[]): boolean {
    return keys.some((key) => this.recent(key).length >= this.max);
  }

  fail(...keys: string[]): void {
    for (const key of keys) this.failures.set(key, [...this.recent(key), this.now()]);
    if (this.failures.size > 100_000) this.failures.clear(); // bounded memory under a spray
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}
