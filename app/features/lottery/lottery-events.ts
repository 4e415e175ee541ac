/**
 * Real time for the lottery screen: draw messages refresh trend, issue, balance and
 * records. The shared socket (app/lib/socket.ts) starts on first entering /lottery;
 * until it lands, the countdown's deadline refetch keeps the screen current.
 */
import { onDrawMessage } from './lottery-store';

type Unsubscribe = () => void;
type DrawSource = (listener: (message: { lottery: string }) => void) => Unsubscribe;

let source: DrawSource | undefined;

/** Lets the shell's socket feed draw messages in. */
export function connectDrawSource(subscribe: DrawSource) {
  source = subscribe;
}

export function startLotteryEvents(refreshBalance?: () => void): Unsubscribe {
  if (!source) return () => undefined;
  return source((message) => onDrawMessage(message, refreshBalance));
}
