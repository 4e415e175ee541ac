import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { styled } from '../stitches.config';
import type { ForceState } from '../lib/force-state';
import { ButtonRoot } from './Button';
import { Spinner } from './Spinner';

const Square = styled(ButtonRoot, {
  padding: 0,
  variants: {
    size: {
      '1': { width: '$1', px: 0 },
      '2': { width: '$2', px: 0 },
      '3': { width: '$3', px: 0 },
    },
    round: { true: { borderRadius: '$round' } },
  },
});

export interface IconButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'children'> {
  /** Required: an icon alone has no text, so this is its accessible name (and tooltip). */
  label: string;
  children: ReactNode;
  size?: '1' | '2' | '3';
  tone?: 'brand' | 'neutral' | 'danger' | 'success';
  ghost?: boolean;
  round?: boolean;
  loading?: boolean;
  forceState?: ForceState;
}

/** A square button holding only an icon, named by `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, children, size = '2', tone = 'neutral', ghost = false, round = false, loading = false, forceState, type = 'button', onClick, ...rest },
  ref,
) {
  return (
    <Square
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      size={size}
      tone={tone}
      ghost={ghost}
      round={round}
      data-loading={loading ? 'true' : undefined}
      data-force-state={forceState}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <Spinner size="1" tone="inherit" label={label} /> : children}
    </Square>
  );
});
