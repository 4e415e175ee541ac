/**
 * A stand-alone page with only the lottery screen, for the browser benchmark and for
 * development before the shell routes it: `npx rspack build -c tests/bench/browser-harness.config.ts`.
 * `?page=lottery|lhc|jslhc|chart|records`.
 */
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { appPageStyles, globalStyles, ThemeProvider, Toaster } from '../../design-system';
import { LotteryPage, MarkSixPage, FastMarkSixPage } from '../../app/features/lottery/LotteryPage';

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
