import type { ReactNode } from 'react';
import { styled } from '../stitches.config';

const Root = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: '$1',
  fontWeight: '$medium',
  lineHeight: 1,
  whiteSpace: 'nowrap',
  border: '1px solid transparent',
  variants: {
    kind: {
      hot: { backgroundColor: '$danger', color: '$onDanger' },
      new: { backgroundColor: '$success', color: '$onSuccess' },
      promo: { backgroundColor: '$warningSubtle', color: '$warning', borderColor: '$warning' },
      neutral: { backgroundColor: '$panelHover', color: '$textMuted', borderColor: '$border' },
    },
    size: {
      '1': { height: '16px', px: '4px', fontSize: '11px' },
      '2': { height: '20px', px: '6px', fontSize: '$1' },
      '3': { height: '24px', px: '$2', fontSize: '$2' },
    },
  },
  defaultVariants: { kind: 'neutral', size: '2' },
});

const defaultText = { hot: '热', new: '新', promo: '优惠', neutral: '' } as const;

export interface TagProps {
  /** hot and new mark lotteries and channels; promo marks a channel with a bonus. */
  kind?: 'hot' | 'new' | 'promo' | 'neutral';
  size?: '1' | '2' | '3';
  /** Defaults to 热 / 新 / 优惠. */
  children?: ReactNode;
}

/** A small label: hot, new, promo. */
export function Tag({ kind = 'neutral', size = '2', children }: TagProps) {
  return (
    <Root kind={kind} size={size}>
      {children ?? defaultText[kind]}
    </Root>
  );
}
