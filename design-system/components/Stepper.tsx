import { useEffect, useId, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { styled } from '../stitches.config';
import { clampStepperValue, commitStepperText, filterInteger } from '../lib/input-filters';
import type { ForceState } from '../lib/force-state';
import { useControllable } from '../lib/use-controllable';
import { Field } from './Field';
import { Icon } from './Icon';

const Root = styled('div', {
  display: 'inline-flex',
  alignSelf: 'flex-start',
  alignItems: 'stretch',
  border: '1px solid $borderStrong',
  borderRadius: '$2',
  backgroundColor: '$panel',
  overflow: 'hidden',
  '&:focus-within, &[data-force-state="focus"]': { borderColor: '$focus', boxShadow: '0 0 0 1px $colors$focus' },
  '&[data-disabled="true"]': { opacity: 0.55 },
  variants: {
    size: {
      '1': { height: '$1', '--step-w': '24px', fontSize: '$1' },
      '2': { height: '$2', '--step-w': '30px', fontSize: '$2' },
      '3': { height: '$3', '--step-w': '36px', fontSize: '$3' },
    },
  },
  defaultVariants: { size: '2' },
});

const StepButton = styled('button', {
  all: 'unset',
  width: 'var(--step-w)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '$text',
  backgroundColor: '$bg',
  cursor: 'pointer',
  '&:hover:not(:disabled), &[data-force-state="hover"]': { backgroundColor: '$panelHover', color: '$brand' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '-2px' },
  '&:disabled': { cursor: 'not-allowed', color: '$textMuted' },
});

const Value = styled('input', {
  all: 'unset',
  width: '56px',
  textAlign: 'center',
  color: '$text',
  fontVariantNumeric: 'tabular-nums',
  borderLeft: '1px solid $border',
  borderRight: '1px solid $border',
});

export interface StepperProps {
  /** Visible label; otherwise pass `aria-label`. */
  label?: ReactNode;
  'aria-label'?: string;
  value?: number;
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  /** A count at or below `min` (or an empty field) resets to `resetTo`. */
  min?: number;
  max?: number;
  /** What a count at or below `min` resets to: 1 by default; `min={0} resetTo={0}` lets 0 be entered. */
  resetTo?: number;
  step?: number;
  size?: '1' | '2' | '3';
  disabled?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  forceState?: ForceState;
  decrementLabel?: string;
  incrementLabel?: string;
}

/**
 * A quantity stepper (bet multiple, chase pieces): non-negative integers, capped at `max`, and a count at
 * or below `min` resets to `resetTo`, 1 by default (`clampStepperValue`). Typing is filtered and committed
 * on blur or Enter; ArrowUp/ArrowDown step, PageUp/PageDown step by ten.
 */
export function Stepper({
  label,
  'aria-label': ariaLabel,
  value,
  defaultValue = 1,
  onValueChange,
  min = 0,
  max = 99999,
  resetTo = 1,
  step = 1,
  size = '2',
  disabled = false,
  hint,
  error,
  forceState,
  decrementLabel = '减少',
  incrementLabel = '增加',
}: StepperProps) {
  const id = useId();
  const bounds = { min, max, resetTo };
  // the lowest count the player can reach: the reset value, or the first count above `min`
  const lowest = Math.min(resetTo, min + 1);
  const [current, setCurrent] = useControllable(value, clampStepperValue(defaultValue, bounds), onValueChange);
  const [draft, setDraft] = useState(String(current));
  useEffect(() => setDraft(String(current)), [current]);

  const commit = (next: number) => {
    const clamped = clampStepperValue(next, bounds);
    setCurrent(clamped);
    setDraft(String(clamped));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = { ArrowUp: step, ArrowDown: -step, PageUp: step * 10, PageDown: -step * 10 };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      commit(current + move);
    } else if (event.key === 'Home') {
      event.preventDefault();
      commit(lowest);
    } else if (event.key === 'End') {
      event.preventDefault();
      commit(max);
    } else if (event.key === 'Enter') {
      commit(commitStepperText(draft, bounds));
    }
  };

  return (
    <Field htmlFor={`${id}-value`} label={label} hint={hint} error={error} hintId={`${id}-hint`} errorId={`${id}-error`}>
      <Root size={size} data-disabled={disabled ? 'true' : undefined} data-force-state={forceState}>
        <StepButton type="button" aria-label={decrementLabel} tabIndex={-1} disabled={disabled || current <= lowest} onClick={() => commit(current - step)}>
          <Icon name="minus" size="1" />
        </StepButton>
        <Value
          id={`${id}-value`}
          role="spinbutton"
          inputMode="numeric"
          autoComplete="off"
          aria-label={ariaLabel}
          aria-valuenow={current}
          aria-valuemin={lowest}
          aria-valuemax={max}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          disabled={disabled}
          value={draft}
          onChange={(event) => setDraft(filterInteger(event.target.value, { maxDigits: String(max).length }))}
          onBlur={() => commit(commitStepperText(draft, bounds))}
          onKeyDown={onKeyDown}
        />
        <StepButton
          type="button"
          aria-label={incrementLabel}
          tabIndex={-1}
          disabled={disabled || current >= max}
          onClick={() => commit(current + step)}
          data-force-state={forceState === 'hover' ? 'hover' : undefined}
        >
          <Icon name="plus" size="1" />
        </StepButton>
      </Root>
    </Field>
  );
}
