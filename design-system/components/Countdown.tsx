import { useEffect, useRef, useState } from 'react';
import { styled } from '../stitches.config';
import { formatCountdown } from '../lib/countdown';
import type { CountdownFormat } from '../lib/countdown';

const Root = styled('span', {
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: '$2',
  color: '$text',
  '& > [data-slot="label"]': { color: '$textMuted', fontSize: '$2' },
  '& > [data-slot="time"]': { fontFamily: '$mono', fontVariantNumeric: 'tabular-nums', fontWeight: '$bold', color: '$brand' },
  '&[data-state="paused"] > [data-slot="time"]': { color: '$danger', fontFamily: '$body' },
  '&[data-state="waiting"] > [data-slot="time"]': { color: '$warning', fontFamily: '$body' },
  '&[data-urgent="true"] > [data-slot="time"]': { color: '$danger' },
  variants: {
    size: {
      '1': { '& > [data-slot="time"]': { fontSize: '$2' } },
      '2': { '& > [data-slot="time"]': { fontSize: '$4' } },
      '3': { '& > [data-slot="time"]': { fontSize: '$6' } },
    },
  },
  defaultVariants: { size: '2' },
});

export type CountdownState = 'running' | 'paused' | 'waiting';

export interface CountdownProps {
  /** Seconds left when it (re)starts; change it to restart. */
  seconds: number;
  /** paused shows 暂停销售, waiting shows 等待开售 instead of the time (the issue's -2 / -1 seconds states). */
  state?: CountdownState;
  format?: CountdownFormat;
  /** Text before the time, e.g. 距封盘. */
  label?: string;
  pausedText?: string;
  waitingText?: string;
  /** Called once when it reaches zero. */
  onComplete?: () => void;
  /** Called every second with the seconds left. */
  onTick?: (secondsLeft: number) => void;
  /** Turns the time red at or below this many seconds. */
  urgentBelow?: number;
  /** false freezes the display (stories, screenshots). */
  ticking?: boolean;
  size?: '1' | '2' | '3';
}

/**
 * Counts down to zero from `seconds`, measured against the clock so a slow tab does not drift, in
 * mm:ss or hh:mm:ss. A role="timer" (not announced every second).
 */
export function Countdown({
  seconds,
  state = 'running',
  format = 'auto',
  label,
  pausedText = '暂停销售',
  waitingText = '等待开售',
  onComplete,
  onTick,
  urgentBelow,
  ticking = true,
  size = '2',
}: CountdownProps) {
  const [left, setLeft] = useState(seconds);
  const callbacks = useRef({ onComplete, onTick });
  callbacks.current = { onComplete, onTick };

  useEffect(() => {
    setLeft(seconds);
    if (state !== 'running' || !ticking || seconds <= 0) return;
    const deadline = Date.now() + seconds * 1000;
    let last = seconds;
    const timer = setInterval(() => {
      const now = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      if (now === last) return;
      last = now;
      setLeft(now);
      callbacks.current.onTick?.(now);
      if (now === 0) {
        clearInterval(timer);
        callbacks.current.onComplete?.();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [seconds, state, ticking]);

  const text = state === 'paused' ? pausedText : state === 'waiting' ? waitingText : formatCountdown(left, format);
  return (
    <Root
      role="timer"
      size={size}
      data-state={state}
      data-urgent={state === 'running' && urgentBelow !== undefined && left <= urgentBelow ? 'true' : undefined}
    >
      {label ? <span data-slot="label">{label}</span> : null}
      <span data-slot="time">{text}</span>
    </Root>
  );
}
