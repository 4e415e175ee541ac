import type { ReactNode } from 'react';
import { keyframes, styled } from '../stitches.config';
import type { ToastTone } from '../lib/toast-store';
import { Icon } from './Icon';
import type { IconName } from './Icon';

const drop = keyframes({ from: { opacity: 0, transform: 'translateY(-8px)' }, to: { opacity: 1, transform: 'none' } });

const Root = styled('div', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minWidth: '160px',
  maxWidth: '420px',
  py: '$2',
  px: '$4',
  borderRadius: '$2',
  border: '1px solid',
  backgroundColor: '$panelRaised',
  color: '$text',
  boxShadow: '$2',
  fontSize: '$2',
  animation: `${drop} 160ms ease-out`,
  variants: {
    tone: {
      success: { borderColor: '$success', '& > svg': { color: '$success' } },
      danger: { borderColor: '$danger', '& > svg': { color: '$danger' } },
      warning: { borderColor: '$warning', '& > svg': { color: '$warning' } },
      neutral: { borderColor: '$border', '& > svg': { color: '$textMuted' } },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

const icons: Record<ToastTone, IconName> = { success: 'success', danger: 'error', warning: 'warning', neutral: 'info' };

export interface ToastProps {
  tone?: ToastTone;
  children: ReactNode;
}

/** One toast message (success, error, warning, info). `<Toaster>` shows the ones raised with `toast.*`. */
export function Toast({ tone = 'neutral', children }: ToastProps) {
  return (
    <Root tone={tone}>
      <Icon name={icons[tone]} size="3" />
      <span>{children}</span>
    </Root>
  );
}
