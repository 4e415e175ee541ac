import { Button, CopyButton, Countdown, Spinner, styled, Tooltip } from '../../../../design-system';
import { issueCountdown } from '../../../lib/issue-countdown';
import { isFavourite, useFavourites, useToggleFavourite } from '../../../shared/favourites';
import { useOpenLottery } from '../catalog-store';
import { onDeadline, useIssue } from '../issue-store';
import { DrawBalls } from './DrawBalls';
import { Muted } from './layout';

const Head = styled('section', {
  display: 'grid',
  gridTemplateColumns: '240px 1fr auto',
  alignItems: 'center',
  gap: '$4',
  padding: '$3 $4',
  backgroundColor: '$panel',
  border: '1px solid $border',
  borderRadius: '$3',
});
const Logo = styled('div', {
  size: '48px',
  borderRadius: '$round',
  backgroundColor: '$brand',
  color: '$onBrand',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: '$bold',
  fontSize: '$4',
});
const SeedLine = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  marginTop: '$1',
  fontSize: '$1',
  color: '$textMuted',
  '& code': { fontFamily: '$mono', color: '$text' },
});
const FullHash = styled('span', { wordBreak: 'break-all' });

/** The commitment of the issue on sale: short form, the full hash on hover or focus, and a copy button. */
function SeedHash({ hash }: { hash: string }) {
  return (
    <SeedLine>
      本期种子承诺(SHA-256)
      <Tooltip content={<FullHash>{hash}</FullHash>}>
        <code tabIndex={0} data-testid="seed-hash" data-hash={hash}>
          {hash.slice(0, 10)}…{hash.slice(-6)}
        </code>
      </Tooltip>
      <CopyButton size="1" tone="neutral" ghost text={hash} label="复制" />
    </SeedLine>
  );
}

const Name = styled('div', { display: 'flex', alignItems: 'center', gap: '$3', '& h1': { margin: 0, fontSize: '$5' } });

/** 收藏 / 已收藏: the lottery in the player's favourites, saved on the server. */
function FavouriteToggle({ code, name }: { code: string; name: string }) {
  const codes = useFavourites();
  const { saving, toggle } = useToggleFavourite();
  const on = isFavourite(codes, code);
  return (
    <Button
      size="1"
      tone={on ? 'brand' : 'neutral'}
      ghost
      aria-pressed={on}
      aria-label={on ? `取消收藏${name}` : `收藏${name}`}
      disabled={saving}
      onClick={() => toggle(code)}
    >
      {on ? '★ 已收藏' : '☆ 收藏'}
    </Button>
  );
}

/** Head row: lottery name (with the 收藏 toggle), the issue with a large countdown to the sales deadline, the last draw. */
export function LotteryHead() {
  const catalog = useOpenLottery();
  const { issue, issueVersion } = useIssue();
  const item = catalog.current;
  const last = issue?.lastFive[0];
  const instant = catalog.isInstant;
  const state = issue ? issueCountdown(issue.second, issue.state, instant).shows : 'running';
  return (
    <Head aria-label="当前彩种">
      <Name>
        <Logo aria-hidden>{item?.cn.slice(0, 1) ?? '彩'}</Logo>
        <div>
          <h1>{item?.cn ?? '彩票'}</h1>
          <Muted>
            {item
              ? instant
                ? '即开即中'
                : `每${item.durationTime >= 86400 ? '天' : item.durationTime >= 60 ? `${item.durationTime / 60}分钟` : `${item.durationTime}秒`}一期`
              : ''}
          </Muted>
          {item ? <FavouriteToggle code={item.en} name={item.cn} /> : null}
        </div>
      </Name>
      <div>
        {instant ? (
          <Muted>秒秒彩：投注后立即开奖</Muted>
        ) : !issue ? (
          // The first moment, before the issue arrives: a loading state, not an issue "—" at 00:00.
          <Spinner size="2" label="正在读取奖期" />
        ) : (
          <>
            <div>
              第 <strong data-testid="current-issue">{issue?.issue || '—'}</strong> 期 <Muted>投注截止</Muted>
            </div>
            <Countdown
              key={`${catalog.lottery}-${issueVersion}`}
              size="3"
              label="距封盘"
              seconds={Math.max(0, issue?.second ?? 0)}
              state={state}
              ticking={Boolean(issue) && state === 'running'}
              urgentBelow={10}
              onComplete={onDeadline}
            />
            {issue?.seedHash ? <SeedHash hash={issue.seedHash} /> : null}
          </>
        )}
      </div>
      <section aria-label="上期开奖" style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 4 }}>
        {issue || instant ? (
          <>
            <Muted>第 {last?.issueNo ?? '—'} 期开奖</Muted>
            <DrawBalls code={last?.code ?? ''} family={catalog.family} size="3" />
          </>
        ) : (
          <Spinner size="2" label="正在读取开奖" />
        )}
      </section>
    </Head>
  );
}
