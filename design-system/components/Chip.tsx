import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef } from 'react';
import { styled } from '../stitches.config';
import type { ForceState } from '../lib/force-state';
import { focusRing } from '../styles/focus';

const Root = styled('button', {
  ...focusRing,
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '72px',
  px: '$3',
  borderRadius: '$2',
  border: '1px solid $borderStrong',
  backgroundColor: '$panel',
  color: '$text',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  transition: 'border-color $fast, background-color $fast, color $fast',
  '&:hover:not(:disabled), &[data-force-state="hover"]': { borderColor: '$brand', color: '$brand' },
  '&[aria-checked="true"], &[aria-pressed="true"]': { borderColor: '$brand', backgroundColor: '$brandSubtle', color: '$brand', fontWeight: '$medium' },
  '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
  variants: {
    size: {
      '1': { height: '28px', fontSize: '$1' },
      '2': { height: '36px', fontSize: '$2' },
      '3': { height: '44px', fontSize: '$3' },
    },
  },
  defaultVariants: { size: '2' },
});

export interface ChipProps extends ComponentPropsWithoutRef<'button'> {
  selected?: boolean;
  size?: '1' | '2' | '3';
  forceState?: ForceState;
}

/**
 * An amount chip (100, 500, 1000 元…). Alone it is a toggle button (aria-pressed); inside a ChipGroup it
 * is a radio (the group sets role and aria-checked).
 */
export const Chip = forwardRef<HTMLButtonElement, ChipProps>(function Chip({ selected = false, size = '2', forceState, role, type = 'button', ...rest }, ref) {
  return (
    <Root
      ref={ref}
      type={type}
      role={role}
      aria-checked={role === 'radio' ? selected : undefined}
      aria-pressed={role === 'radio' ? undefined : selected}
      size={size}
      data-force-state={forceState}
      {...rest}
    />
  );
});
