import { useEffect, useState } from 'react';
import { Notification } from '../../../../design-system';
import type { Recommendation } from '../../../../contract/lottery';
import { getRecommendation } from '../api/get-recommendation';
import { markRecommendationSeen, recommendationSeen } from '../preferences';

/** The recommendation popup: once per lottery (flag ZH), then every `rate` seconds while the page is open. */
export function RecommendationPopup({ lottery }: { lottery: string }) {
  const [shown, setShown] = useState<Recommendation | null>(null);
  useEffect(() => {
    if (!lottery) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let alive = true;
    const show = async (first: boolean) => {
      try {
        const rec = await getRecommendation(lottery);
        if (!alive) return;
        if (rec.recommend && (!first || !recommendationSeen(lottery))) {
          setShown(rec);
          markRecommendationSeen(lottery);
        }
        timer = setTimeout(() => void show(false), Math.max(30, rec.rate) * 1000);
      } catch {
        // a recommendation is optional
      }
    };
    void show(true);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [lottery]);
  return (
    <Notification open={shown !== null} title={`${shown?.lotteryName ?? ''} 推荐`} onClose={() => setShown(null)} corner="bottom-right" duration={8000}>
      {shown ? `推荐号码 ${shown.recommend}：${shown.reason}` : null}
    </Notification>
  );
}
