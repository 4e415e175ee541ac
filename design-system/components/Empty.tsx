import type { ReactNode } from 'react';
import { styled } from '../stitches.config';
import { Icon } from './Icon';

const Root = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  py: '$6',
  px: '$4',
  color: '$textMuted',
  fontSize: '$2',
  textAlign: 'center',
  variants: { compact: { true: { py: '$4' } } },
});

export interface EmptyProps {
  /** The spec's empty-list text by default. */
  text?: ReactNode;
  /** An action, e.g. a button to refresh or go somewhere. */
  children?: ReactNode;
  compact?: boolean;
}

/** What an empty list or table shows: 暂无数据. */
export function Empty({ text = '暂无数据', children, compact = false }: EmptyProps) {
  return (
    <Root compact={compact}>
      <Icon name="inbox" size="4" />
      <div>{text}</div>
      {children}
    </Root>
  );
}
