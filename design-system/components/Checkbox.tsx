import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { styled } from '../stitches.config';
import type { ForceState } from '../lib/force-state';
import { useControllable } from '../lib/use-controllable';
import { visuallyHidden } from '../styles/focus';
import { Icon } from './Icon';

export const ChoiceLabel = styled('label', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  cursor: 'pointer',
  color: '$text',
  fontSize: '$2',
  userSelect: 'none',
  '&[data-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
});

export const HiddenInput = styled('input', visuallyHidden);

const Box = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '16px',
  flexShrink: 0,
  borderRadius: '$1',
  border: '1px solid $borderStrong',
  backgroundColor: '$panel',
  color: 'transparent',
  transition: 'background-color $fast, border-color $fast',
  'label:hover &, [data-force-state="hover"] &': { borderColor: '$brand' },
  'input:focus-visible + &, [data-force-state="focus"] &': { outline: '2px solid $focus', outlineOffset: '2px' },
  'input:checked + &, input:indeterminate + &': { backgroundColor: '$brand', borderColor: '$brand', color: '$onBrand' },
  '[data-invalid="true"] &': { borderColor: '$danger' },
});

export interface CheckboxProps {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** The mixed state ("some selected"), e.g. a select-all box. */
  indeterminate?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  name?: string;
  value?: string;
  forceState?: ForceState;
}

/** A native checkbox (keyboard and forms for free) with the house look. */
export function Checkbox({
  label,
  checked,
  defaultChecked = false,
  onCheckedChange,
  indeterminate = false,
  disabled = false,
  invalid = false,
  name,
  value,
  forceState,
}: CheckboxProps) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const [on, setOn] = useControllable(checked, defaultChecked, onCheckedChange);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <ChoiceLabel htmlFor={id} data-disabled={disabled ? 'true' : undefined} data-force-state={forceState} data-invalid={invalid ? 'true' : undefined}>
      <HiddenInput
        ref={ref}
        id={id}
        type="checkbox"
        name={name}
        value={value}
        checked={on}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        onChange={(event) => setOn(event.target.checked)}
      />
      <Box aria-hidden="true">
        <Icon name={indeterminate ? 'minus' : 'check'} size="1" />
      </Box>
      <span>{label}</span>
    </ChoiceLabel>
  );
}
