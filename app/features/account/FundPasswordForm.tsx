import { Controller, useForm } from 'react-hook-form';
import { Button, Modal, PasswordInput, styled, toast } from '../../../design-system';
import { accountEndpoints } from '../../../contract/account';
import { userEndpoints } from '../../../contract/session';
import { call } from '../../lib/call';
import { errorText } from '../../lib/http';
import { refreshUserInfo, useUserInfo } from '../../stores/user-info';
import { checkRules, fieldRules, formDefaults, inputProps } from '../../shared/form-rules';
import { closeFundPasswordDialog } from './account-store';
import { fundPasswordError, fundPasswordMessages } from '../../lib/account-rules';

const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$4' });
const FormError = styled('p', { margin: 0, color: '$danger', fontSize: '$2' });

interface FundPasswordValues {
  old: string;
  password: string;
  confirm: string;
}

const fundPasswordRules = {
  /** Shown (and so checked) only when a fund password exists. */
  old: fieldRules<FundPasswordValues>(undefined, { required: fundPasswordMessages.oldRequired }),
  password: fieldRules<FundPasswordValues>(accountEndpoints.bindEmail.body.properties.payPassword, {}, { validate: { format: fundPasswordError } }),
  /** Compared only once the new password itself passes. */
  confirm: checkRules<FundPasswordValues>((confirm, { password }) =>
    fundPasswordError(password) === null && confirm !== password ? fundPasswordMessages.mismatch : null,
  ),
};

/** The dialog's form (a chunk of its own, with the form library, loaded once the shell is up). */
export function FundPasswordForm() {
  const changing = useUserInfo()?.payPwd === 1;
  const { control, handleSubmit, setError, formState } = useForm<FundPasswordValues>({
    ...formDefaults,
    defaultValues: { old: '', password: '', confirm: '' },
  });

  const submit = handleSubmit(async ({ old, password }) => {
    try {
      if (changing) await call(userEndpoints.updatePayPassword, { oldPayPassword: old, newPayPassword: password });
      else await call(userEndpoints.setPayPassword, { payPassword: password });
      toast.success(changing ? fundPasswordMessages.changeSuccess : fundPasswordMessages.setSuccess);
      void refreshUserInfo();
      closeFundPasswordDialog();
    } catch (error) {
      setError('root', { message: errorText(error) });
    }
  });
  const formError = formState.errors.root?.message;

  return (
    <Modal
      open
      width="security"
      title={changing ? '修改资金密码' : '设置资金密码'}
      onClose={closeFundPasswordDialog}
      footer={
        <>
          <Button tone="neutral" onClick={closeFundPasswordDialog}>
            取消
          </Button>
          <Button type="submit" form="fund-password-form" loading={formState.isSubmitting}>
            确认提交
          </Button>
        </>
      }
    >
      <Form id="fund-password-form" noValidate onSubmit={(event) => void submit(event)}>
        {changing ? (
          <Controller
            control={control}
            name="old"
            rules={fundPasswordRules.old}
            render={(field) => <PasswordInput label="原资金密码" block autoComplete="off" {...inputProps(field)} />}
          />
        ) : null}
        <Controller
          control={control}
          name="password"
          rules={fundPasswordRules.password}
          render={(field) => (
            <PasswordInput label="新资金密码" hint="6-20位字母或数字，不能与登录密码相同" block autoComplete="new-password" {...inputProps(field)} />
          )}
        />
        <Controller
          control={control}
          name="confirm"
          rules={fundPasswordRules.confirm}
          render={(field) => <PasswordInput label="确认资金密码" block autoComplete="new-password" {...inputProps(field)} />}
        />
        {formError ? <FormError role="alert">{formError}</FormError> : null}
      </Form>
    </Modal>
  );
}
