import { useCallback, useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { Banner as HomeBannerData } from '../../../contract/content';
import { Link, useLocation } from 'wouter';
import { Button, Countdown, Empty, ErrorPanel, NumberBall, Spinner, styled } from '../../../design-system';
import { href } from '../../lib/paths';
import { ISSUE_REFETCH_MS, issueCountdown } from '../../lib/issue-countdown';
import { lotteryByCode, useLotteryList } from '../../shared/lottery-list';
import { refreshReads } from '../../shared/queries';
import {
  bannersRead,
  homeDrawsRead,
  homeIssuesRead,
  homeLotteries,
  homeState,
  noticesRead,
  reloadIssues,
  showBanner,
  watchHomeDraws,
  type HomeIssue,
} from './home-store';

const Page = styled('main', { width: '1200px', margin: '0 auto', padding: '$5 0 $7', display: 'flex', flexDirection: 'column', gap: '$5' });
const Banner = styled('section', {
  position: 'relative',
  height: '200px',
  borderRadius: '$3',
  padding: '$6',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: '$3',
  color: '$onBrand',
  background: 'linear-gradient(120deg, $brand, $brandHover)',
  '& h1': { margin: 0, fontSize: '$6' },
  '& p': { margin: 0, opacity: 0.9 },
  variants: { linked: { true: { cursor: 'pointer' } } },
});
const Dots = styled('div', { position: 'absolute', right: '$5', bottom: '$4', display: 'flex', gap: '$2' });
const Dot = styled('button', {
  width: '10px',
  height: '10px',
  padding: 0,
  border: '1px solid currentColor',
  borderRadius: '$round',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  '&[aria-current="true"]': { backgroundColor: 'currentColor' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});
const NoticeList = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  '& li': { display: 'flex', flexDirection: 'column', gap: '$1', paddingBottom: '$3', borderBottom: '1px solid $border' },
  '& li:last-child': { borderBottom: 0, paddingBottom: 0 },
  '& h3': { margin: 0, fontSize: '$2' },
  '& p': { margin: 0, fontSize: '$1', color: '$textMuted', lineHeight: '$2' },
});
const Columns = styled('div', { display: 'grid', gridTemplateColumns: '1fr 320px', gap: '$5', alignItems: 'start' });
const Grid = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '$4' });
const Card = styled('li', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$4',
  backgroundColor: '$panel',
  border: '1px solid $border',
  borderRadius: '$3',
});
const CardHead = styled('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', '& h3': { margin: 0, fontSize: '$3' } });
const Muted = styled('span', { color: '$textMuted', fontSize: '$1' });
const Balls = styled('div', { display: 'flex', gap: '$1', minHeight: '32px', alignItems: 'center' });
const CardFoot = styled('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '$2' });
const Panel = styled('section', {
  padding: '$4',
  backgroundColor: '$panel',
  border: '1px solid $border',
  borderRadius: '$3',
  '& h2': { margin: '0 0 $3', fontSize: '$3' },
});
const SectionTitle = styled('h2', { margin: 0, fontSize: '$4' });

/** /index: latest draws of the home list with countdowns (live from the socket), banner and notices. */
export function HomePage() {
  const { bannerIndex } = useSnapshot(homeState);
  const drawsRead = useQuery(homeDrawsRead());
  const draws = drawsRead.data ?? {};
  const issues = useQuery(homeIssuesRead()).data ?? {};
  // A failed banner read keeps the built-in banner.
  const banners = useQuery(bannersRead()).data ?? [];
  const noticesQuery = useQuery(noticesRead());
  const notices = noticesQuery.data ?? [];
  const categories = useLotteryList().data ?? [];
  const [, navigate] = useLocation();

  useEffect(() => watchHomeDraws(), []);

  return (
    <Page>
      <HomeBanner banners={banners} index={bannerIndex < banners.length ? bannerIndex : 0} onOpen={navigate} />
      <Columns>
        <section aria-labelledby="home-draws" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <SectionTitle id="home-draws">最新开奖</SectionTitle>
          {drawsRead.isPending ? <Spinner label="加载中" showLabel /> : null}
          {drawsRead.isError ? (
            <ErrorPanel
              compact
              title="最新开奖加载失败"
              message={drawsRead.error.message}
              onAction={() => void refreshReads(homeDrawsRead().queryKey[0], homeIssuesRead().queryKey[0])}
            />
          ) : null}
          <Grid>
            {homeLotteries.map((code) => {
              const item = lotteryByCode(categories, code);
              const draw = draws[code];
              return (
                <Card key={code} aria-label={item?.cn ?? code} data-lottery={code}>
                  <CardHead>
                    <h3>{item?.cn ?? code}</h3>
                    <Muted data-testid="draw-issue">{draw?.issueNo ? `第 ${draw.issueNo} 期` : '暂无开奖'}</Muted>
                  </CardHead>
                  <Balls aria-label="开奖号码" data-testid="draw-balls">
                    {draw?.code
                      ? draw.code.split(',').map((n, i) => (
                          <NumberBall key={i} size="1">
                            {n}
                          </NumberBall>
                        ))
                      : null}
                  </Balls>
                  <CardFoot>
                    <span data-testid="draw-countdown">
                      <IssueCountdown code={code} issue={issues[code]} />
                    </span>
                    <span style={{ display: 'flex', gap: 8 }}>
                      <Link href={href.chart(item?.family ?? 'ssc', code)}>走势</Link>
                      <Button size="1" onClick={() => navigate(href.lottery(code))}>
                        立即投注
                      </Button>
                    </span>
                  </CardFoot>
                </Card>
              );
            })}
          </Grid>
        </section>
        <Panel aria-labelledby="home-notices">
          <h2 id="home-notices">平台公告</h2>
          {noticesQuery.isPending ? <Spinner label="加载中" /> : null}
          {noticesQuery.isSuccess && !notices.length ? <Empty compact text="暂无公告" /> : null}
          {noticesQuery.isError ? (
            <ErrorPanel compact title="公告加载失败" message={noticesQuery.error.message} onAction={() => void noticesQuery.refetch()} />
          ) : null}
          {!noticesQuery.isError && notices.length ? (
            <NoticeList>
              {notices.map((notice) => (
                <li key={notice.id}>
                  <h3>{notice.title}</h3>
                  <p>{notice.content}</p>
                  <Muted>{notice.time}</Muted>
                </li>
              ))}
            </NoticeList>
          ) : null}
        </Panel>
      </Columns>
    </Page>
  );
}

/** The server's banners (gradient placeholders, no images) with dots to switch; the built-in one until they load. */
function HomeBanner({ banners, index, onOpen }: { banners: readonly HomeBannerData[]; index: number; onOpen: (to: string) => void }) {
  const banner = banners[index];
  if (!banner) {
    return (
      <Banner aria-label="活动横幅">
        <h1>公平透明 · 每期可验证</h1>
        <p>每期开奖前公布种子哈希，开奖后公开种子，任何人都可以复算开奖号码。</p>
      </Banner>
    );
  }
  const [from, to] = banner.gradient;
  return (
    <Banner
      aria-label="活动横幅"
      data-banner={banner.id}
      linked={banner.link !== ''}
      // The server's colours are saturated in every theme: white text reads on them.
      css={{ background: `linear-gradient(120deg, ${from}, ${to})`, color: '#ffffff' }}
      onClick={banner.link ? () => onOpen(banner.link) : undefined}
    >
      <h1>{banner.title}</h1>
      <p>{banner.subtitle}</p>
      {banners.length > 1 ? (
        <Dots onClick={(event) => event.stopPropagation()}>
          {banners.map((b, i) => (
            <Dot key={b.id} type="button" aria-label={`第 ${i + 1} 张：${b.title}`} aria-current={i === index} onClick={() => showBanner(i)} />
          ))}
        </Dots>
      ) : null}
    </Banner>
  );
}

/** Seconds to the sales deadline; -2 暂停销售, -1 with state 1 等待开售, other negatives and zero refetch after 1.5 s. */
function IssueCountdown({ code, issue }: { code: string; issue: HomeIssue | undefined }) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refetch = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void reloadIssues([code]), ISSUE_REFETCH_MS);
  }, [code]);
  const loadedAt = issue?.loadedAt;
  const countdown = issue ? issueCountdown(issue.second, issue.state) : undefined;
  const refetchDue = countdown?.refetch ?? false;
  // each load that finds the issue closed (but not paused or waiting) schedules one refetch
  useEffect(() => {
    if (refetchDue) refetch();
    return () => clearTimeout(timer.current);
  }, [loadedAt, refetchDue, refetch]);
  if (!issue || !countdown) return <Muted>—</Muted>;
  return <Countdown key={issue.loadedAt} label="距封盘" seconds={Math.max(0, issue.second)} state={countdown.shows} size="1" onComplete={refetch} />;
}
