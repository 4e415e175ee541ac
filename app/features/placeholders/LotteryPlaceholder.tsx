import { PlaceholderPage } from './PlaceholderPage';

/** /lottery until the lottery screen lands. */
export function LotteryPlaceholder() {
  return <PlaceholderPage title="彩票投注" description="彩种选择、玩法、号码盘、投注单与追号将在这里提供。" />;
}
