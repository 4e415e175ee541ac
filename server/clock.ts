/** Time is injected everywhere (scheduler, sessions, orders) so tests can move it. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests set and advance by hand. */
export class ManualClock implements Clock {
  constructor(private time: number) {}
  now(): number {
    return this.time;
  }
  set(time: number): void {
    this.time = time;
  }
  advance(ms: number): number {
    this.time += ms;
    return this.time;
  }
}

/** Real time plus an offset that only moves forward: the test-only clock endpoint shifts it for browser tests. */
export class OffsetClock implements Clock {
  /** `start`: the time the clock shows now (default: the real time). */
  constructor(start?: number) {
    this.offset = start === undefined ? 0 : start - Date.now();
  }
  private offset: number;
  now(): number {
    return Date.now() + this.offset;
  }
  advance(ms: number): number {
    if (ms > 0) this.offset += ms;
    return this.now();
  }
}
