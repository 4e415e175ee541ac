import type { ReactNode } from 'react';
import { styled } from '../stitches.config';
import type { ForceState } from '../lib/force-state';
import { focusRing } from '../styles/focus';

const Ball = styled('span', {
  ...focusRing,
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: '$round',
  fontFamily: '$body',
  fontWeight: '$bold',
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1,
  border: '2px solid transparent',
  transition: 'background-color $fast, color $fast, border-color $fast',
  '&:is(button)': { cursor: 'pointer' },
  '&:is(button):disabled': { cursor: 'not-allowed', opacity: 0.45 },
  variants: {
    size: {
      '1': { size: '24px', fontSize: '$1' },
      '2': { size: '32px', fontSize: '$2' },
      '3': { size: '44px', fontSize: '$4' },
    },
    wave: {
      brand: { '--ball': '$colors$brand', '--on-ball': '$colors$onBrand' },
      red: { '--ball': '$colors$waveRed', '--on-ball': '$colors$onWave' },
      blue: { '--ball': '$colors$waveBlue', '--on-ball': '$colors$onWave' },
      green: { '--ball': '$colors$waveGreen', '--on-ball': '$colors$onWave' },
    },
    outline: {
      // A number on the betting plate that is not picked: ring and number in the ball colour.
      true: {
        backgroundColor: '$panel',
        borderColor: 'var(--ball)',
        color: '$text',
        '&:is(button):not(:disabled):hover, &[data-force-state="hover"]': { backgroundColor: '$panelHover' },
      },
      // A drawn or picked number: a solid ball.
      false: {
        backgroundColor: 'var(--ball)',
        color: 'var(--on-ball)',
        '&:is(button):not(:disabled):hover, &[data-force-state="hover"]': { filter: 'brightness(1.08)' },
      },
    },
  },
  defaultVariants: { size: '2', wave: 'brand', outline: false },
});

export interface NumberBallProps {
  children: ReactNode;
  size?: '1' | '2' | '3';
  /** brand by default; red / blue / green are the Mark Six wave colours. */
  wave?: 'brand' | 'red' | 'blue' | 'green';
  /** With onPressedChange the ball is a toggle button (a number on the plate); pressed = picked. */
  pressed?: boolean;
  onPressedChange?: (pressed: boolean) => void;
  disabled?: boolean;
  /** Accessible name when the visible number needs context, e.g. 万位 5. */
  label?: string;
  forceState?: ForceState;
}

/** A lottery ball: a drawn number (solid) or a pickable number on the plate (outline until pressed). */
export function NumberBall({ children, size = '2', wave = 'brand', pressed, onPressedChange, disabled = false, label, forceState }: NumberBallProps) {
  if (onPressedChange) {
    return (
      <Ball
        as="button"
        type="button"
        size={size}
        wave={wave}
        outline={!pressed}
        aria-pressed={pressed ?? false}
        aria-label={label}
        disabled={disabled}
        data-force-state={forceState}
        onClick={() => onPressedChange(!pressed)}
      >
        {children}
      </Ball>
    );
  }
  return (
    <Ball size={size} wave={wave} outline={pressed === false} data-force-state={forceState} role={label ? 'img' : undefined} aria-label={label}>
      {children}
    </Ball>
  );
}
