import { forwardRef, useId, useImperativeHandle, useRef } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { styled } from '../stitches.config';
import type { ForceState } from '../lib/force-state';
import { Field, describedBy } from './Field';
import { Icon } from './Icon';

export const InputControl = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  backgroundColor: '$panel',
  color: '$text',
  border: '1px solid $borderStrong',
  borderRadius: '$2',
  transition: 'border-color $fast, box-shadow $fast',
  '&:hover, &[data-force-state="hover"]': { borderColor: '$brand' },
  '&:focus-within, &[data-force-state="focus"]': { borderColor: '$focus', boxShadow: '0 0 0 1px $colors$focus' },
  '&[data-invalid="true"]': { borderColor: '$danger' },
  '&[data-invalid="true"]:focus-within': { boxShadow: '0 0 0 1px $colors$danger' },
  '&[data-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed', backgroundColor: '$bg', '&:hover': { borderColor: '$borderStrong' } },
  '& > [data-slot="affix"]': { display: 'inline-flex', alignItems: 'center', color: '$textMuted', flexShrink: 0, whiteSpace: 'nowrap' },
  variants: {
    size: {
      '1': { height: '$1', px: '$2', fontSize: '$1' },
      '2': { height: '$2', px: '$3', fontSize: '$2' },
      '3': { height: '$3', px: '$3', fontSize: '$3' },
    },
    block: { true: { width: '100%' }, false: { width: '220px' } },
  },
  defaultVariants: { size: '2', block: false },
});

export const InputElement = styled('input', {
  all: 'unset',
  flex: 1,
  minWidth: 0,
  height: '100%',
  fontSize: 'inherit',
  color: '$text',
  '&::placeholder': { color: '$textMuted', opacity: 1 },
  '&:disabled': { cursor: 'not-allowed' },
});

const ClearButton = styled('button', {
  all: 'unset',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '20px',
  borderRadius: '$round',
  color: '$textMuted',
  cursor: 'pointer',
  flexShrink: 0,
  '&:hover': { color: '$text', backgroundColor: '$panelHover' },
  '&:focus-visible': { outline: '2px solid $focus' },
});

export interface InputProps extends Omit<ComponentPropsWithoutRef<'input'>, 'size' | 'prefix' | 'onChange' | 'value' | 'defaultValue'> {
  /** Visible label. Without it pass `aria-label`. */
  label?: ReactNode;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  size?: '1' | '2' | '3';
  block?: boolean;
  prefix?: ReactNode;
  suffix?: ReactNode;
  /** Shows a clear button while there is text. */
  clearable?: boolean;
  clearLabel?: string;
  hint?: ReactNode;
  /** Error text; marks the field invalid and is announced. */
  error?: ReactNode;
  forceState?: ForceState;
}

/** A text input with label, prefix/suffix, clear button and error text. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  {
    label,
    value,
    defaultValue,
    onValueChange,
    size = '2',
    block = false,
    prefix,
    suffix,
    clearable = false,
    clearLabel = '清除',
    hint,
    error,
    forceState,
    id,
    disabled,
    required,
    ...rest
  },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const inner = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inner.current as HTMLInputElement);
  const text = value ?? '';
  const showClear = clearable && !disabled && text.length > 0;

  return (
    <Field htmlFor={inputId} label={label} required={required} hint={hint} error={error} hintId={hintId} errorId={errorId} block={block}>
      <InputControl
        size={size}
        block={block}
        data-invalid={error ? 'true' : undefined}
        data-disabled={disabled ? 'true' : undefined}
        data-force-state={forceState}
      >
        {prefix ? <span data-slot="affix">{prefix}</span> : null}
        <InputElement
          ref={inner}
          id={inputId}
          value={value}
          defaultValue={defaultValue}
          onChange={(event) => onValueChange?.(event.target.value)}
          disabled={disabled}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint, error, hintId, errorId)}
          {...rest}
        />
        {showClear ? (
          <ClearButton
            type="button"
            aria-label={clearLabel}
            onClick={() => {
              onValueChange?.('');
              inner.current?.focus();
            }}
          >
            <Icon name="close" size="1" />
          </ClearButton>
        ) : null}
        {suffix ? <span data-slot="affix">{suffix}</span> : null}
      </InputControl>
    </Field>
  );
});
