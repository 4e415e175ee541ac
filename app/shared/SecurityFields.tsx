/** The fund-password and two-step (Google) code fields of the money forms (wallet, downline transfer); whitespace is stripped as typed. */
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
      placeholder="请输入资金密码"
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
      placeholder="请输入谷歌验证码"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={12}
      value={value}
      onValueChange={(v) => onChange(withoutSpaces(v))}
      error={error}
    />
  );
}
