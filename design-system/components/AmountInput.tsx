import { forwardRef } from 'react';
import { filterDecimal } from '../lib/input-filters';
import { useControllable } from '../lib/use-controllable';
import { Input } from './Input';
import type { InputProps } from './Input';

export interface AmountInputProps extends Omit<InputProps, 'type' | 'inputMode' | 'max' | 'min'> {
  /** Digits allowed after the point; 2 for money. */
  decimals?: number;
  /** Typed amounts above this are capped to it while typing. */
  max?: number;
  /** Shown after the number, e.g. 元 or USDT. */
  unit?: string;
}

/** An amount field that filters every keystroke with the decimal input filter and caps at `max`. */
export const AmountInput = forwardRef<HTMLInputElement, AmountInputProps>(function AmountInput(
  { decimals = 2, max, unit, value, defaultValue = '', onValueChange, suffix, ...rest },
  ref,
) {
  // Always controlled inside, so the filter also holds when the caller does not control the value.
  const [text, setText] = useControllable(value, defaultValue, onValueChange);
  return (
    <Input
      value={text}
      ref={ref}
      inputMode="decimal"
      autoComplete="off"
      suffix={suffix ?? unit}
      onValueChange={(raw) => {
        let next = filterDecimal(raw, decimals);
        if (max !== undefined && next !== '' && Number(next) > max) next = String(max);
        setText(next);
      }}
      {...rest}
    />
  );
});
