import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { href } from '../../lib/paths';
import { IssueNotice } from './components/IssueNotice';
import { ErrorPanel, styled } from '../../../design-system';
import { LotteryHead } from './components/LotteryHead';
import { InstantResultModal } from './components/InstantResultModal';
import { Page, PageGrid } from './components/layout';
import { LotterySideList } from './components/LotterySideList';
import { PlayArea } from './components/PlayArea';
import { PrintSlip } from './components/PrintSlip';
import { RaceAnimation, RACE_FINISHED } from './components/RaceAnimation';
import { RecentBets } from './components/RecentBets';
import { RecentDraws } from './components/RecentDraws';
import { RecommendationPopup } from './components/RecommendationPopup';
import { startLotteryEvents } from './lottery-events';
import { useOpenLottery } from './catalog-store';
import { issueState, onRaceFinished, useIssue } from './issue-store';
import { noticeState } from './lottery-notice';
import { initLottery } from './open-lottery';
import { prefsState } from './preferences';

const Message = styled('div', {
  padding: '$2 $3',
  borderRadius: '$2',
  fontSize: '$2',
  backgroundColor: '$warningSubtle',
  color: '$text',
  variants: { ok: { true: { backgroundColor: '$successSubtle' } } },
});

export interface LotteryPageProps {
  /** Start on this lottery (e.g. XGLHC for /lhc); otherwise the remembered one. */
  lottery?: string;
  /** Only these families in the side list (['lhc'] on the Mark Six pages). */
  families?: readonly string[];
}

/** The lottery betting screen (/lottery, /lhc, /jslhc), in the layout players of Chinese lottery clients expect. */
export function LotteryPage({ lottery, families }: LotteryPageProps) {
  const catalog = useOpenLottery();
  const { racing } = useSnapshot(issueState);
  const { issue } = useIssue();
  const notice = useSnapshot(noticeState);
  const prefs = useSnapshot(prefsState);
  const search = useSearch();
  const wanted = lottery ?? new URLSearchParams(search).get('lottery') ?? undefined;
  const [, navigate] = useLocation();
  // on /lottery the chosen lottery travels in the URL (links from the header menu use it too)
  const onSelect = lottery ? undefined : (code: string) => navigate(href.lottery(code), { replace: true });
  useEffect(() => {
    void initLottery(wanted);
  }, [wanted]);
  useEffect(() => startLotteryEvents(), []);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.data === RACE_FINISHED) onRaceFinished();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return (
    <Page data-testid="lottery-page">
      <LotteryHead />
      {notice.message ? (
        <Message role={notice.ok ? 'status' : 'alert'} ok={notice.ok} data-testid="lottery-message">
          {notice.message}
        </Message>
      ) : null}
      {racing && catalog.family === 'pk10' && prefs.raceAnimation && issue?.lastFive[0] ? <RaceAnimation code={issue.lastFive[0].code} /> : null}
      {catalog.list.isError && !catalog.list.data ? (
        <ErrorPanel title="彩种加载失败" message={catalog.list.error.message} onAction={() => void initLottery(wanted)} />
      ) : (
        <>
          <PageGrid>
            <LotterySideList families={families} onSelect={onSelect} />
            <PlayArea />
            <RecentDraws />
          </PageGrid>
          <RecentBets />
        </>
      )}
      <InstantResultModal />
      <PrintSlip />
      <RecommendationPopup lottery={catalog.lottery} />
      <IssueNotice />
    </Page>
  );
}

export function MarkSixPage() {
  return <LotteryPage lottery="XGLHC" families={['lhc']} />;
}
export function FastMarkSixPage() {
  return <LotteryPage lottery="JSLHC" families={['lhc']} />;
}
