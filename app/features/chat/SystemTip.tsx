import type { ReactNode } from 'react';
import { styled } from '../../../design-system';

const Line = styled('div', {
  alignSelf: 'center',
  maxWidth: '86%',
  padding: '2px $2',
  borderRadius: '$2',
  fontSize: '$1',
  lineHeight: '$2',
  color: '$textMuted',
  backgroundColor: '$panelHover',
  textAlign: 'center',
  overflowWrap: 'anywhere',
  unicodeBidi: 'isolate',
  variants: { tone: { neutral: {}, brand: { color: '$brand' } } },
  defaultVariants: { tone: 'neutral' },
});

export interface SystemTipProps {
  children: ReactNode;
  /** brand: a line that concerns money (a red packet taken). */
  tone?: 'neutral' | 'brand';
}

/** A short centred line between messages: who joined, who left, a mute, a packet taken. */
export function SystemTip({ children, tone = 'neutral' }: SystemTipProps) {
  return (
    <Line role="note" tone={tone} data-testid="system-tip">
      {children}
    </Line>
  );
}
