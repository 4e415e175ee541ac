import { Fragment, useCallback, useEffect, useState } from 'react';
import { Countdown, Tag, styled } from '../../../../design-system';
import { lotteryEndpoints, type IssueInfo } from '../../../../contract/lottery';
import { call } from '../../../lib/call';
import { useFavourites } from '../../../shared/favourites';
import { useOpenLottery } from '../catalog-store';
import { selectLottery } from '../open-lottery';

const Nav = styled('nav', {
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  backgroundColor: '$panel',
  border: '1px solid $border',
  borderRadius: '$3',
  padding: '$2',
});
const Item = styled('button', {
  all: 'unset',
  cursor: 'pointer',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 4,
  padding: '4px 6px',
  borderRadius: '$2',
  fontSize: '$1',
  color: '$text',
  '&:hover': { backgroundColor: '$panelHover' },
  '&:focus-visible': { outline: '2px solid $focus' },
  variants: { active: { true: { backgroundColor: '$brandSubtle', color: '$brand', fontWeight: '$bold' } } },
});
const Title = styled('h2', { margin: '4px 8px', fontSize: '$1', color: '$textMuted' });

/**
 * Left column: the lotteries, each with its own small countdown (暂停销售 / 等待开售 as the server says);
 * the player's favourites first, under 我的收藏, in the order they were added.
 */
export function LotterySideList({ families, onSelect }: { families?: readonly string[]; onSelect?: (code: string) => void }) {
  const snap = useOpenLottery();
  const favourites = useFavourites();
  const shown = snap.items.filter((l) => !families || families.includes(l.family));
  const favoured = favourites.flatMap((code) => shown.filter((l) => l.en === code));
  const items = [...favoured, ...shown.filter((l) => !favourites.includes(l.en))];
  const [issues, setIssues] = useState<Record<string, IssueInfo>>({});
  const codes = items.map((l) => l.en).join(',');
  const load = useCallback(() => {
    if (!codes) return;
    call(lotteryEndpoints.issueInfoApp, { lottery: codes })
      .then(setIssues)
      .catch(() => undefined);
  }, [codes]);
  useEffect(load, [load]);
  const onComplete = useCallback(() => setTimeout(load, 1500), [load]);
  return (
    <Nav aria-label="彩种列表">
      {items.map((l, index) => {
        const info = issues[l.en];
        const title = index === 0 && favoured.length > 0 ? '我的收藏' : index === favoured.length ? '全部彩种' : null;
        return (
          <Fragment key={l.en}>
            {title ? <Title>{title}</Title> : null}
            <Item
              type="button"
              active={l.en === snap.lottery}
              aria-current={l.en === snap.lottery ? 'true' : undefined}
              onClick={() => (l.en === snap.lottery ? undefined : onSelect ? onSelect(l.en) : void selectLottery(l.en))}
            >
              <span>
                {l.cn}
                {l.isHot ? <Tag kind="hot" size="1" /> : null}
                {l.isNew ? <Tag kind="new" size="1" /> : null}
              </span>
              {l.durationTime === 0 ? (
                <span style={{ color: 'var(--ds-colors-textMuted)' }}>即买即开</span>
              ) : info ? (
                <Countdown
                  size="1"
                  seconds={Math.max(0, info.second)}
                  state={info.second === -2 ? 'paused' : info.second < 0 ? 'waiting' : 'running'}
                  waitingText="等待开售..."
                  pausedText="停止销售"
                  onComplete={onComplete}
                />
              ) : null}
            </Item>
          </Fragment>
        );
      })}
    </Nav>
  );
}
