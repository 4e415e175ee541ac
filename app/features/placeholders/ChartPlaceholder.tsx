import { Link } from 'wouter';
import { routes } from '../../lib/paths';
import { PlaceholderPage } from './PlaceholderPage';

/** /chart/{lotteryType}/{lotteryCode} until the trend chart lands (no header or footer on this route). */
export function ChartPlaceholder({ lotteryType, lotteryCode }: { lotteryType: string; lotteryCode: string }) {
  return (
    <PlaceholderPage title={`${lotteryCode} 走势图`} description={`彩种类型 ${lotteryType} 的开奖走势与遗漏统计将在这里提供。`}>
      <Link href={routes.index}>返回首页</Link>
    </PlaceholderPage>
  );
}
