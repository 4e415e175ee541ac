/** The fund-password and two-step (Google) code inputs that money forms share. */
import { Input, PasswordInput } from '../../../design-system';

export interface SecurityFieldProps {
  value: string;
  onChange(value: string): void;
  error?: string;
}

export function FundPasswordField({ value, onChange, error }: SecurityFieldProps) {
  return <PasswordInput label="资金密码" placeholder="请输入资金密码" block value={value} onValueChange={onChange} error={error} autoComplete="off" maxLength={20} />;
}

export function TwoStepCodeField({ value, onChange, error }: SecurityFieldProps) {
  return <Input label="谷歌验证码" placeholder="请输入谷歌验证码" block value={value} onValueChange={(next) => onChange(next.replace(/[^\d\s]/g, ''))} error={error} inputMode="numeric" autoComplete="one-time-code" maxLength={8} />;
}
