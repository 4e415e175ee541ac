import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { DropdownMenu, Tag, type MenuEntry } from '../../design-system';
import { href } from '../paths';
import { loadLotteryList, lotteryByCode, lotteryListState } from '../stores/lottery-list-store';

/** The quick items of the lottery dropdown. */
export const quickLotteries = ['HN1FC', 'HN5FC', 'TXFFC', 'YZFFC', 'JNDSSM'] as const;

/** The header's lottery dropdown: quick items with hot and new badges, then every lottery. */
export function LotteryMenu() {
  const { categories, load } = useSnapshot(lotteryListState);
  const [, navigate] = useLocation();
  useEffect(() => {
    void loadLotteryList();
  }, []);
  const items: MenuEntry[] = [
    { type: 'label', key: 'quick', label: '快捷入口' },
    ...quickLotteries.map((code): MenuEntry => {
      const item = lotteryByCode(categories, code);
      return {
        type: 'item',
        key: code,
        label: (
          <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
            {item?.cn ?? code}
            {item?.isHot ? <Tag kind="hot" size="1" /> : null}
            {item?.isNew ? <Tag kind="new" size="1" /> : null}
          </span>
        ),
        onSelect: () => navigate(href.lottery(code)),
      };
    }),
    { type: 'divider', key: 'd1' },
    { type: 'item', key: 'all', label: '全部彩种', onSelect: () => navigate(href.lottery()) },
  ];
  // Without the catalogue the quick items show bare codes: say so and offer the retry.
  if (load.status === 'error') items.push({ type: 'divider', key: 'd-error' }, { type: 'item', key: 'retry', label: `彩种加载失败（${load.error}），点击重试`, onSelect: () => void loadLotteryList() });
  return <DropdownMenu label="彩票游戏" items={items} triggerProps={{ ghost: true, tone: 'neutral' }} />;
}
