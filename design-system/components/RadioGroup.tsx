import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { styled } from '../stitches.config';
import type { ForceState } from '../lib/force-state';
import { useControllable } from '../lib/use-controllable';
import { ChoiceLabel } from './Checkbox';

const Fieldset = styled('fieldset', {
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
});

const Legend = styled('legend', { padding: 0, marginBottom: '$2', fontWeight: '$medium', color: '$text' });

const Options = styled(RadixRadioGroup.Root, {
  display: 'flex',
  gap: '$4',
  variants: { orientation: { horizontal: { flexDirection: 'row', flexWrap: 'wrap' }, vertical: { flexDirection: 'column', gap: '$2' } } },
  defaultVariants: { orientation: 'horizontal' },
});

/** The radio itself (a button role radio): its ring, filled with the brand colour when checked. */
const Dot = styled(RadixRadioGroup.Item, {
  all: 'unset',
  boxSizing: 'border-box',
  size: '16px',
  flexShrink: 0,
  borderRadius: '$round',
  border: '1px solid $borderStrong',
  backgroundColor: '$panel',
  transition: 'border-color $fast, box-shadow $fast',
  'label:hover &, [data-force-state="hover"] &': { borderColor: '$brand' },
  '&:focus-visible, [data-force-state="focus"] &': { outline: '2px solid $focus', outlineOffset: '2px' },
  '&[data-state="checked"]': { borderColor: '$brand', boxShadow: 'inset 0 0 0 4px $colors$brand' },
});

const Error = styled('p', { margin: 0, fontSize: '$1', color: '$danger' });

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  legend: ReactNode;
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  name?: string;
  orientation?: 'horizontal' | 'vertical';
  disabled?: boolean;
  error?: ReactNode;
  /** Force the hover/focus look on one option (stories). */
  forceState?: { value: string; state: ForceState };
}

/**
 * Radix RadioGroup in a fieldset, the legend naming the group: one tab stop on the checked radio, the arrow
 * keys move and check (disabled options are skipped), the label beside each radio checks it too.
 */
export function RadioGroup({
  legend,
  options,
  value,
  defaultValue = '',
  onValueChange,
  name,
  orientation = 'horizontal',
  disabled = false,
  error,
  forceState,
}: RadioGroupProps) {
  const id = useId();
  const [selected, setSelected] = useControllable(value, defaultValue, onValueChange);
  return (
    <Fieldset disabled={disabled} aria-describedby={error ? `${id}-error` : undefined}>
      <Legend id={`${id}-legend`}>{legend}</Legend>
      <Options aria-labelledby={`${id}-legend`} orientation={orientation} value={selected} onValueChange={setSelected} name={name} disabled={disabled}>
        {options.map((option, index) => {
          const optionDisabled = disabled || option.disabled;
          return (
            <ChoiceLabel
              key={option.value}
              htmlFor={`${id}-${index}`}
              data-disabled={optionDisabled ? 'true' : undefined}
              data-force-state={forceState?.value === option.value ? forceState.state : undefined}
            >
              <Dot id={`${id}-${index}`} value={option.value} disabled={optionDisabled} />
              <span>{option.label}</span>
            </ChoiceLabel>
          );
        })}
      </Options>
      {error ? (
        <Error id={`${id}-error`} role="alert">
          {error}
        </Error>
      ) : null}
    </Fieldset>
  );
}
