/**
 * The failed-attempt counter behind the log-in throttle. Declared here until the throttle
 * (server/domains/session/throttle.ts) exports the same interface; then import it from there.
 */
export interface AttemptStore {
  /** Records one attempt and returns the attempts within the window, this one included. */
  hit(key: string, windowMs: number): Promise<number>;
  /** The attempts within the window. */
  count(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
}
