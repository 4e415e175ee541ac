import { Input, PasswordInput } from '../../../design-system';

export interface Secrets {
  payPassword: string;
  code: string;
}
export const noSecrets: Secrets = { payPassword: '', code: '' };

export interface SecretFieldsProps {
  value: Secrets;
  onChange: (value: Secrets) => void;
  /** Show the two-step code field (the bind-address switch is on, or the form always needs one). */
  askCode: boolean;
  errors: { payPassword?: string | null; code?: string | null };
}

/** The fund password every binding change needs, and the two-step code when it is asked. */
export function SecretFields({ value, onChange, askCode, errors }: SecretFieldsProps) {
  return (
    <>
      <PasswordInput
        label="资金密码"
        block
        autoComplete="off"
        value={value.payPassword}
        onValueChange={(payPassword) => onChange({ ...value, payPassword })}
        error={errors.payPassword ?? undefined}
      />
      {askCode ? (
        <Input
          label="谷歌验证码"
          block
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={value.code}
          onValueChange={(code) => onChange({ ...value, code: code.replace(/\D/g, '') })}
          error={errors.code ?? undefined}
        />
      ) : null}
    </>
  );
}
