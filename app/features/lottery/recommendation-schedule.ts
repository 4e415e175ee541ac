import type { Recommendation } from '../../../contract/lottery';
import { markRecommendationSeen, recommendationSeen } from './preferences';

export interface RecommendationSchedule {
  fetch: (lottery: string) => Promise<Recommendation>;
  show: (recommendation: Recommendation) => void;
}

/**
 * The recommendation popup's timing: asked for when the lottery opens and shown once per lottery
 * (flag ZH-{lottery}); after that it is asked for and shown again every `rate` seconds, exactly as
 * the server says (a rate of 0 or less does not repeat). Returns the function that stops it.
 */
export function scheduleRecommendations(lottery: string, { fetch, show }: RecommendationSchedule): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let alive = true;
  const ask = async (first: boolean) => {
    let rate: number;
    try {
      const rec = await fetch(lottery);
      if (!alive) return;
      if (rec.recommend && (!first || !recommendationSeen(lottery))) {
        show(rec);
        markRecommendationSeen(lottery);
      }
      rate = rec.rate;
    } catch {
      return; // a recommendation is optional
    }
    if (rate > 0) timer = setTimeout(() => void ask(false), rate * 1000);
  };
  void ask(true);
  return () => {
    alive = false;
    clearTimeout(timer);
  };
}
