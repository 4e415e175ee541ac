import { forwardRef } from 'react';
import { filterInteger } from '../lib/input-filters';
import { useControllable } from '../lib/use-controllable';
import { Input } from './Input';
import type { InputProps } from './Input';

export interface IntegerInputProps extends Omit<InputProps, 'type' | 'inputMode'> {
  /** Keep at most this many digits (e.g. 5 for a multiple up to 99999). */
  maxDigits?: number;
  /** The filter variant that strips leading zeros (so 0 cannot be entered). */
  stripLeadingZeros?: boolean;
}

/** A whole-number field using the integer input filter: fraction removed, digits only, optional digit cap. */
export const IntegerInput = forwardRef<HTMLInputElement, IntegerInputProps>(function IntegerInput(
  { maxDigits, stripLeadingZeros = false, value, defaultValue = '', onValueChange, ...rest },
  ref,
) {
  const [text, setText] = useControllable(value, defaultValue, onValueChange);
  return (
    <Input
      value={text}
      ref={ref}
      inputMode="numeric"
      autoComplete="off"
      onValueChange={(raw) => setText(filterInteger(raw, { maxDigits, stripLeadingZeros }))}
      {...rest}
    />
  );
});
