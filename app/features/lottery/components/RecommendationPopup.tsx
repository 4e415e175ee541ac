import { useEffect, useState } from 'react';
import { Notification } from '../../../../design-system';
import { lotteryEndpoints, type Recommendation } from '../../../../contract/lottery';
import { call } from '../../../lib/call';
import { scheduleRecommendations } from '../recommendation-schedule';

/** The recommendation popup: once per lottery (flag ZH), then every `rate` seconds while the page is open. */
export function RecommendationPopup({ lottery }: { lottery: string }) {
  const [shown, setShown] = useState<Recommendation | null>(null);
  useEffect(
    () =>
      lottery
        ? scheduleRecommendations(lottery, { fetch: (lottery) => call(lotteryEndpoints.recommend, { lottery, sourceType: '1' }), show: setShown })
        : undefined,
    [lottery],
  );
  return (
    <Notification open={shown !== null} title={`${shown?.lotteryName ?? ''} 推荐`} onClose={() => setShown(null)} corner="bottom-right" duration={8000}>
      {shown ? `推荐号码 ${shown.recommend}：${shown.reason}` : null}
    </Notification>
  );
}
