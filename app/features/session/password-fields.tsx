/** The new-password pair the session forms share (register, both ways of /forget): one rule each, messages from lib/credential-rules.ts. */
import { Controller, type Control, type Path } from 'react-hook-form';
import { RegisterRequest } from '../../../contract/session';
import { PasswordInput } from '../../../design-system';
import { credentialMessages, newPasswordError } from '../../lib/credential-rules';
import { checkRules, fieldRules, inputProps } from '../../shared/form-rules';

interface NewPasswordValues {
  password: string;
  confirm: string;
}

export const newPasswordRules = {
  password: fieldRules<NewPasswordValues>(RegisterRequest.properties.password, {}, { validate: { password: newPasswordError } }),
  /** Compared only once the password itself passes (its own message shows first). */
  confirm: checkRules<NewPasswordValues>((confirm, { password }) =>
    newPasswordError(password) === null && confirm !== password ? credentialMessages.mismatch : null,
  ),
};

/** The two fields, drawn the same on every session form but for their labels (登录密码 / 确认密码, 新密码 / 确认新密码). */
export function NewPasswordFields<T extends NewPasswordValues>({ control, label, confirmLabel }: { control: Control<T>; label: string; confirmLabel: string }) {
  return (
    <>
      <Controller
        control={control}
        name={'password' as Path<T>}
        rules={newPasswordRules.password}
        render={(field) => (
          <PasswordInput label={label} hint="6-20位，须同时包含字母和数字" block size="3" autoComplete="new-password" {...inputProps(field)} />
        )}
      />
      <Controller
        control={control}
        name={'confirm' as Path<T>}
        rules={newPasswordRules.confirm}
        render={(field) => <PasswordInput label={confirmLabel} block size="3" autoComplete="new-password" {...inputProps(field)} />}
      />
    </>
  );
}
