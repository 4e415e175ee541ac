import { Controller, useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { Button, Modal, PasswordInput, styled, toast } from '../../../design-system';
import { credentialMessages, newPasswordError } from '../../lib/credential-rules';
import { userEndpoints } from '../../../contract/session';
import { call } from '../../lib/call';
import { accountDialogState, closeLoginPasswordDialog } from './account-store';
import { useSubmit } from './use-submit';
import { formDefaults, inputProps, partOfCheck } from '../../shared/form-rules';

const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$4' });
const FormError = styled('p', { margin: 0, color: '$danger', fontSize: '$2' });

/** What is wrong with a password change before it is sent, field by field. */
export function loginPasswordChangeErrors(input: { old: string; password: string; confirm: string }): { old?: string; password?: string; confirm?: string } {
  const errors: { old?: string; password?: string; confirm?: string } = {};
  if (input.old === '') errors.old = credentialMessages.oldPasswordRequired;
  const format = newPasswordError(input.password);
  if (format) errors.password = format;
  else if (input.old !== '' && input.password === input.old) errors.password = credentialMessages.sameAsOld;
  if (!errors.password && input.confirm !== input.password) errors.confirm = credentialMessages.mismatch;
  return errors;
}

/** Changes the login password; the server ends the player's other sessions. */
export function LoginPasswordDialog() {
  const { loginPassword: open } = useSnapshot(accountDialogState);
  return open ? <LoginPasswordForm /> : null;
}

type LoginPasswordValues = Parameters<typeof loginPasswordChangeErrors>[0];
/** Each field shows its part of loginPasswordChangeErrors (the one rule, tested on its own). */
const changeRule = (part: keyof LoginPasswordValues) => partOfCheck(loginPasswordChangeErrors, part);
const loginPasswordRules = { old: changeRule('old'), password: changeRule('password'), confirm: changeRule('confirm') };

function LoginPasswordForm() {
  const { control, handleSubmit } = useForm<LoginPasswordValues>({ ...formDefaults, defaultValues: { old: '', password: '', confirm: '' } });
  const { busy, formError, run } = useSubmit();

  const submit = handleSubmit(
    ({ old, password }) =>
      void run(async () => {
        await call(userEndpoints.updatePassword, { oldPassword: old, newPassword: password });
        toast.success(credentialMessages.changeSuccess);
        closeLoginPasswordDialog();
      }),
  );

  return (
    <Modal
      open
      width="security"
      title="修改登录密码"
      onClose={closeLoginPasswordDialog}
      footer={
        <>
          <Button tone="neutral" onClick={closeLoginPasswordDialog}>
            取消
          </Button>
          <Button type="submit" form="login-password-form" loading={busy}>
            确认提交
          </Button>
        </>
      }
    >
      <Form id="login-password-form" noValidate onSubmit={(event) => void submit(event)}>
        <Controller
          control={control}
          name="old"
          rules={loginPasswordRules.old}
          render={(field) => <PasswordInput label="原登录密码" block autoComplete="current-password" {...inputProps(field)} />}
        />
        <Controller
          control={control}
          name="password"
          rules={loginPasswordRules.password}
          render={(field) => <PasswordInput label="新登录密码" hint="6-20位，须同时包含字母和数字" block autoComplete="new-password" {...inputProps(field)} />}
        />
        <Controller
          control={control}
          name="confirm"
          rules={loginPasswordRules.confirm}
          render={(field) => <PasswordInput label="确认新密码" block autoComplete="new-password" {...inputProps(field)} />}
        />
        {formError ? <FormError role="alert">{formError}</FormError> : null}
      </Form>
    </Modal>
  );
}
