/** The fund-password and two-step (Google) code fields of the money forms (wallet, downline transfer); whitespace is stripped as typed. */
import { errorCodes } from '../../contract/primitives';
import { Input, PasswordInput } from '../../design-system';

export interface SecurityFieldProps {
  value: string;
  onChange(value: string): void;
  error?: string;
}

const withoutSpaces = (text: string) => text.replace(/\s/g, '');

export function FundPasswordField({ value, onChange, error }: SecurityFieldProps) {
  return (
    <PasswordInput
      label="资金密码"
      placeholder={errorCodes.payPasswordRequired.msg}
      autoComplete="off"
      maxLength={40}
      value={value}
      onValueChange={(v) => onChange(withoutSpaces(v))}
      error={error}
    />
  );
}

export function TwoStepCodeField({ value, onChange, error }: SecurityFieldProps) {
  return (
    <Input
      label="谷歌验证码"
      placeholder={errorCodes.twoStepMissing.msg}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={12}
      value={value}
      onValueChange={(v) => onChange(withoutSpaces(v))}
      error={error}
    />
  );
}
