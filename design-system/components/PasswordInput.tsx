import { forwardRef, useState } from 'react';
import { styled } from '../stitches.config';
import { Icon } from './Icon';
import { Input } from './Input';
import type { InputProps } from './Input';

const Toggle = styled('button', {
  all: 'unset',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '24px',
  borderRadius: '$2',
  color: '$textMuted',
  cursor: 'pointer',
  '&:hover': { color: '$text' },
  '&:focus-visible': { outline: '2px solid $focus' },
});

export interface PasswordInputProps extends Omit<InputProps, 'type' | 'suffix'> {
  /** Start with the password shown (stories). */
  defaultVisible?: boolean;
  showLabel?: string;
  hideLabel?: string;
}

/** A password input with a show/hide toggle (a real button, labelled, with aria-pressed). */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { defaultVisible = false, showLabel = '显示密码', hideLabel = '隐藏密码', disabled, ...rest },
  ref,
) {
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <Input
      ref={ref}
      type={visible ? 'text' : 'password'}
      autoComplete="current-password"
      spellCheck={false}
      disabled={disabled}
      suffix={
        <Toggle type="button" aria-label={visible ? hideLabel : showLabel} aria-pressed={visible} disabled={disabled} onClick={() => setVisible((v) => !v)}>
          <Icon name={visible ? 'eyeOff' : 'eye'} />
        </Toggle>
      }
      {...rest}
    />
  );
});
