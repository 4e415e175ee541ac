import { useLocation } from 'wouter';
import { DropdownMenu, Tag, type MenuEntry } from '../../design-system';
import { href } from '../paths';
import { useFavourites } from '../shared/favourites';
import { lotteryByCode, useLotteryList } from '../shared/lottery-list';

/** The quick items of the lottery dropdown, spec 1 §2's (its §9 list names an EOS lottery, which the catalogue does not have). */
export const quickLotteries = ['HN1FC', 'HN5FC', 'TXFFC', 'YZFFC', 'JNDSSM'] as const;

/** The header's lottery dropdown: the player's favourites (收藏, from the server), quick items with hot and new badges, then every lottery. */
export function LotteryMenu() {
  const list = useLotteryList();
  const categories = list.data ?? [];
  const favourites = useFavourites();
  const [, navigate] = useLocation();
  const lotteryItem = (code: string, group: string): MenuEntry => {
    const item = lotteryByCode(categories, code);
    return {
      type: 'item',
      key: `${group}-${code}`,
      label: (
        <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
          {item?.cn ?? code}
          {item?.isHot ? <Tag kind="hot" size="1" /> : null}
          {item?.isNew ? <Tag kind="new" size="1" /> : null}
        </span>
      ),
      onSelect: () => navigate(href.lottery(code)),
    };
  };
  const items: MenuEntry[] = [
    ...(favourites.length > 0
      ? [
          { type: 'label', key: 'favourites', label: '我的收藏' } as const,
          ...favourites.map((code) => lotteryItem(code, 'favourite')),
          { type: 'divider', key: 'd0' } as const,
        ]
      : []),
    { type: 'label', key: 'quick', label: '快捷入口' },
    ...quickLotteries.map((code) => lotteryItem(code, 'quick')),
    { type: 'divider', key: 'd1' },
    { type: 'item', key: 'all', label: '全部彩种', onSelect: () => navigate(href.lottery()) },
  ];
  // Without the catalogue the quick items show bare codes: say so and offer the retry.
  if (list.isError)
    items.push(
      { type: 'divider', key: 'd-error' },
      { type: 'item', key: 'retry', label: `彩种加载失败（${list.error.message}），点击重试`, onSelect: () => void list.refetch() },
    );
  return <DropdownMenu label="彩票游戏" items={items} triggerProps={{ ghost: true, tone: 'neutral' }} />;
}
