import { Controller, type Control } from 'react-hook-form';
import { Input, PasswordInput } from '../../../design-system';
import { accountEndpoints } from '../../../contract/account';
import { checkRules, fieldRules, codeInputProps, inputProps } from '../../shared/form-rules';
import { payPasswordError, twoStepError } from './binding-rules';

export interface Secrets {
  payPassword: string;
  code: string;
}
export const noSecrets: Secrets = { payPassword: '', code: '' };

/** The rules of the two fields, from lib's binding rules (the code field exists only where it is asked). */
export const secretRules = {
  payPassword: fieldRules<Secrets>(accountEndpoints.bindEmail.body.properties.payPassword, {}, { validate: { payPassword: payPasswordError } }),
  code: checkRules<Secrets>((code) => twoStepError(code, true)),
};

export interface SecretFieldsProps<T extends Secrets> {
  /** The form's control: its values hold `payPassword` and `code`. */
  control: Control<T>;
  /** Show the two-step code field (the bind-address switch is on, or the form always needs one). */
  askCode: boolean;
}

/** The fund password every binding change needs, and the two-step code when it is asked. */
export function SecretFields<T extends Secrets>({ control, askCode }: SecretFieldsProps<T>) {
  // The two fields are the same in every form that holds them.
  const secrets = control as unknown as Control<Secrets>;
  return (
    <>
      <Controller
        control={secrets}
        name="payPassword"
        rules={secretRules.payPassword}
        render={(field) => <PasswordInput label="资金密码" block autoComplete="off" {...inputProps(field)} />}
      />
      {askCode ? (
        <Controller control={secrets} name="code" rules={secretRules.code} render={(field) => <Input label="谷歌验证码" block {...codeInputProps(field)} />} />
      ) : null}
    </>
  );
}
