import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { styled } from '../stitches.config';
import type { ForceState } from '../lib/force-state';
import { focusRing } from '../styles/focus';
import { Spinner } from './Spinner';

export const ButtonRoot = styled('button', {
  ...focusRing,
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  fontFamily: '$body',
  fontWeight: '$medium',
  lineHeight: 1,
  whiteSpace: 'nowrap',
  borderRadius: '$2',
  border: '1px solid transparent',
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background-color $fast, border-color $fast, color $fast`,
  '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
  // filter, not opacity: the same pixels, but axe-core applies `opacity` to the label twice and reports a
  // danger button's white label at 4.3:1 where the rendered colours give 5.1:1.
  '&[data-loading="true"]': { cursor: 'progress', filter: 'opacity(0.85)' },
  variants: {
    size: {
      '1': { height: '$1', px: '$2', fontSize: '$1' },
      '2': { height: '$2', px: '$3', fontSize: '$2' },
      '3': { height: '$3', px: '$5', fontSize: '$3' },
    },
    // Tone and ghost only pick colours through the compound variants below: Stitches orders single-variant
    // rules by first use, so two single variants setting the same property would depend on render order.
    tone: { brand: {}, neutral: {}, danger: {}, success: {} },
    ghost: { true: {}, false: {} },
    block: { true: { display: 'flex', width: '100%' } },
  },
  compoundVariants: [
    {
      ghost: false,
      tone: 'brand',
      css: { backgroundColor: '$brand', color: '$onBrand', '&:not(:disabled):hover, &[data-force-state="hover"]': { backgroundColor: '$brandHover' } },
    },
    {
      ghost: false,
      tone: 'neutral',
      css: {
        backgroundColor: '$panel',
        color: '$text',
        borderColor: '$borderStrong',
        '&:not(:disabled):hover, &[data-force-state="hover"]': { backgroundColor: '$panelHover' },
      },
    },
    {
      ghost: false,
      tone: 'danger',
      css: { backgroundColor: '$danger', color: '$onDanger', '&:not(:disabled):hover, &[data-force-state="hover"]': { filter: 'brightness(0.9)' } },
    },
    {
      ghost: false,
      tone: 'success',
      css: { backgroundColor: '$success', color: '$onSuccess', '&:not(:disabled):hover, &[data-force-state="hover"]': { filter: 'brightness(0.9)' } },
    },
    ...(['brand', 'neutral', 'danger', 'success'] as const).map((tone) => ({
      ghost: true as const,
      tone,
      css: {
        backgroundColor: 'transparent',
        color: tone === 'neutral' ? '$text' : `$${tone}`,
        '&:not(:disabled):hover, &[data-force-state="hover"]': { backgroundColor: '$panelHover' },
      },
    })),
  ],
  defaultVariants: { size: '2', tone: 'brand', ghost: false, block: false },
});

export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  size?: '1' | '2' | '3';
  /** brand = primary, neutral = secondary, danger = destructive, success = confirm a gain. */
  tone?: 'brand' | 'neutral' | 'danger' | 'success';
  /** Transparent until hovered (the tertiary button). */
  ghost?: boolean;
  block?: boolean;
  /** Shows a spinner, keeps the width and ignores clicks. */
  loading?: boolean;
  icon?: ReactNode;
  forceState?: ForceState;
}

/** The button. Primary, secondary, ghost and danger are `tone` + `ghost`; loading blocks repeat submits. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { size = '2', tone = 'brand', ghost = false, block = false, loading = false, icon, forceState, children, onClick, type = 'button', ...rest },
  ref,
) {
  return (
    <ButtonRoot
      ref={ref}
      type={type}
      size={size}
      tone={tone}
      ghost={ghost}
      block={block}
      data-loading={loading ? 'true' : undefined}
      data-force-state={forceState}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <Spinner size="1" tone="inherit" label="处理中" /> : icon}
      {children}
    </ButtonRoot>
  );
});
