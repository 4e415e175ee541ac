/**
 * A stand-alone page with only the lottery screen, for the browser benchmark and for
 * development before the shell routes it: `npx rspack build -c tests/bench/browser-harness.config.ts`.
 * `?page=lottery|lhc|jslhc|chart|records`.
 */
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { appPageStyles, globalStyles, ThemeProvider, Toaster } from '../../design-system';
import { LotteryPage, MarkSixPage, FastMarkSixPage } from '../../app/features/lottery/LotteryPage';
import { plateState, playKey } from '../../app/features/lottery/plate-store';
import { appendSlip } from '../../app/features/lottery/slip-store';

/** The bench's hook: appends `n` one-bet lines of the current play to the slip. */
(window as unknown as { __appendBenchSlip: (n: number) => void }).__appendBenchSlip = (n) => {
  const play = plateState.play;
  if (!play) return;
  appendSlip(
    Array.from({ length: n }, (_, i) => {
      const digits = String(i % 100000)
        .padStart(5, '0')
        .split('');
      return {
        key: playKey(play),
        playId: play.id,
        playName: play.fullName,
        content: digits.join(' | '),
        count: 1,
        price: '2',
        piece: 1,
        odds: '1800',
        point: '0',
        amount: '2',
        prize: '1800',
        lowestPrize: '1800',
        selection: { rows: digits.map((d) => [d]) },
      };
    }),
  );
};

globalStyles();
appPageStyles();
const page = new URLSearchParams(location.search).get('page') ?? 'lottery';
const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
createRoot(root).render(
  <ThemeProvider>
    <Router>{page === 'lhc' ? <MarkSixPage /> : page === 'jslhc' ? <FastMarkSixPage /> : <LotteryPage />}</Router>
    <Toaster />
  </ThemeProvider>,
);
