import type { ReactNode } from 'react';
import { styled } from '../stitches.config';
import { badgeCountText } from '../lib/badge-count';
import { visuallyHidden } from '../styles/focus';

const Anchor = styled('span', { position: 'relative', display: 'inline-flex' });

const Pill = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: '$round',
  fontWeight: '$medium',
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1,
  whiteSpace: 'nowrap',
  // An attribute selector, not a variant: it must beat the size variant whatever the injection order.
  '&[data-dot="true"]': { minWidth: 0, width: '8px', height: '8px', padding: 0 },
  variants: {
    tone: {
      danger: { backgroundColor: '$danger', color: '$onDanger' },
      brand: { backgroundColor: '$brand', color: '$onBrand' },
      neutral: { backgroundColor: '$textMuted', color: '$panel' },
      success: { backgroundColor: '$success', color: '$onSuccess' },
    },
    size: {
      '1': { minWidth: '16px', height: '16px', px: '4px', fontSize: '11px' },
      '2': { minWidth: '20px', height: '20px', px: '6px', fontSize: '$1' },
    },
    anchored: {
      true: { position: 'absolute', top: 0, right: 0, transform: 'translate(45%, -45%)', boxShadow: '0 0 0 2px $colors$panel' },
    },
  },
  defaultVariants: { tone: 'danger', size: '2', anchored: false },
});

const Hidden = styled('span', visuallyHidden);

export interface BadgeProps {
  /** The count; shown as is below 100, as 99 from 100 on. */
  count?: number;
  /** A dot without a number ("something new"). */
  dot?: boolean;
  /** Show a zero count instead of hiding the badge. */
  showZero?: boolean;
  tone?: 'danger' | 'brand' | 'neutral' | 'success';
  size?: '1' | '2';
  /** What the number counts, for screen readers, e.g. 未读消息. */
  label?: string;
  /** The element the badge sits on (top right corner). */
  children?: ReactNode;
}

/** A count badge (unread chat, messages), alone or on the corner of its child. */
export function Badge({ count = 0, dot = false, showZero = false, tone = 'danger', size = '2', label, children }: BadgeProps) {
  const visible = dot || count > 0 || showZero;
  const text = badgeCountText(count);
  const pill = visible ? (
    <Pill tone={tone} size={size} data-dot={dot ? 'true' : undefined} anchored={children !== undefined}>
      {dot ? null : <span aria-hidden={label ? true : undefined}>{text}</span>}
      {label ? <Hidden>{dot ? label : `${label} ${text}`}</Hidden> : null}
    </Pill>
  ) : null;
  if (children === undefined) return pill;
  return (
    <Anchor>
      {children}
      {pill}
    </Anchor>
  );
}
