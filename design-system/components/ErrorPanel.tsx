import type { ReactNode } from 'react';
import { styled } from '../stitches.config';
import { Button } from './Button';
import { Icon } from './Icon';
import { StatePanel } from './StatePanel';

const Root = styled(StatePanel, {
  variants: {
    tone: { danger: { '& > svg': { color: '$danger' } }, brand: { '& > svg': { color: '$brand' } } },
  },
  defaultVariants: { tone: 'danger' },
});

const Title = styled('div', { color: '$text', fontSize: '$3', fontWeight: '$medium' });

export interface ErrorPanelProps {
  title?: ReactNode;
  /** Why it failed, e.g. the HTTP client's message. */
  message?: ReactNode;
  /** The button's text; no button without `onAction`. */
  actionLabel?: string;
  onAction?: () => void;
  /** The action is running (a retry in flight). */
  loading?: boolean;
  /** `danger` for a failure, `brand` for a notice that asks for an action (a new version to load). */
  tone?: 'danger' | 'brand';
  compact?: boolean;
}

/** What a screen or a list shows when it could not load: a title, the reason, and a way out (重试). */
export function ErrorPanel({
  title = '加载失败',
  message,
  actionLabel = '重试',
  onAction,
  loading = false,
  tone = 'danger',
  compact = false,
}: ErrorPanelProps) {
  return (
    <Root role="alert" tone={tone} compact={compact}>
      <Icon name={tone === 'danger' ? 'error' : 'refresh'} size="4" />
      <Title>{title}</Title>
      {message ? <div>{message}</div> : null}
      {onAction ? (
        <Button size="1" tone={tone === 'danger' ? 'neutral' : 'brand'} loading={loading} onClick={onAction}>
          {actionLabel}
        </Button>
      ) : null}
    </Root>
  );
}
