/**
 * Bounded, fair work (scrypt hashing, passwords.ts): at most `concurrency` jobs run at once and
 * at most `ownerConcurrency` of them belong to one owner (the signed-in user, or the address
 * before a session); waiting jobs are taken round-robin across owners, so one owner's burst
 * never sits ahead of another owner's single job. An owner may have `ownerQueue` jobs waiting
 * and everyone together `queue`; past either, `run` refuses at once (the caller answers 503)
 * instead of making the request wait behind work it cannot get through.
 *
 * Hand-written: p-limit and p-queue (the usual libraries) keep one FIFO with a concurrency
 * limit; neither takes jobs fairly across keys nor caps a key's share, which is the point here.
 */

export interface FairQueueLimits {
  concurrency: number;
  ownerConcurrency: number;
  ownerQueue: number;
  queue: number;
}

interface Owner {
  running: number;
  waiting: Array<() => void>;
}

export class FairQueue {
  private running = 0;
  private queued = 0;
  private readonly owners = new Map<string, Owner>();
  /** Owners with waiting jobs, in turn order (a Map keeps insertion order: the next turn is the first key). */
  private readonly turns = new Map<string, Owner>();

  constructor(
    private readonly limits: FairQueueLimits,
    /** The error a refused job rejects with: its owner's queue is full, or everyone's. */
    private readonly refusal: (full: 'owner' | 'all') => Error,
  ) {}

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const owner = this.owners.get(key) ?? { running: 0, waiting: [] };
    this.owners.set(key, owner);
    if (this.running < this.limits.concurrency && owner.running < this.limits.ownerConcurrency) return this.start(key, owner, work);
    if (owner.waiting.length >= this.limits.ownerQueue) return this.refuse(key, owner, 'owner');
    if (this.queued >= this.limits.queue) return this.refuse(key, owner, 'all');
    return new Promise<T>((resolve, reject) => {
      owner.waiting.push(() => this.start(key, owner, work).then(resolve, reject));
      this.queued++;
      if (!this.turns.has(key)) this.turns.set(key, owner);
    });
  }

  /** Jobs running and waiting (tests, logs). */
  get size(): { running: number; queued: number } {
    return { running: this.running, queued: this.queued };
  }

  private refuse(key: string, owner: Owner, full: 'owner' | 'all'): Promise<never> {
    this.forget(key, owner);
    return Promise.reject(this.refusal(full));
  }

  private async start<T>(key: string, owner: Owner, work: () => Promise<T>): Promise<T> {
    this.running++;
    owner.running++;
    try {
      return await work();
    } finally {
      this.running--;
      owner.running--;
      this.forget(key, owner);
      this.next();
    }
  }

  /** Starts waiting jobs while slots are free: the first owner in turn that is under its share, then it goes last. */
  private next(): void {
    while (this.running < this.limits.concurrency) {
      let taken = false;
      for (const [key, owner] of this.turns) {
        if (owner.running >= this.limits.ownerConcurrency) continue;
        this.turns.delete(key);
        const job = owner.waiting.shift()!;
        this.queued--;
        if (owner.waiting.length > 0) this.turns.set(key, owner);
        job();
        taken = true;
        break;
      }
      if (!taken) return;
    }
  }

  private forget(key: string, owner: Owner): void {
    if (owner.running === 0 && owner.waiting.length === 0) this.owners.delete(key);
  }
}
