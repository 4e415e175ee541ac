import type { ReactNode } from 'react';
import { Icon } from './Icon';
import { StatePanel } from './StatePanel';

export interface EmptyProps {
  /** 暂无数据 by default. */
  text?: ReactNode;
  /** An action, e.g. a button to refresh or go somewhere. */
  children?: ReactNode;
  compact?: boolean;
}

/** What an empty list or table shows: 暂无数据. */
export function Empty({ text = '暂无数据', children, compact = false }: EmptyProps) {
  return (
    <StatePanel compact={compact}>
      <Icon name="inbox" size="4" />
      <div>{text}</div>
      {children}
    </StatePanel>
  );
}
