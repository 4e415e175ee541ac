import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Button, Modal, PasswordInput, styled, toast } from '../../../design-system';
import { errorText } from '../../lib/http';
import { refreshUser, sessionState } from '../../stores/session-store';
import { setPayPassword } from './api/set-pay-password';
import { updatePayPassword } from './api/update-pay-password';
import { provideFundPasswordSetting } from '../../shared/fund-password-prompt';
import { accountDialogState, closeFundPasswordDialog, openFundPasswordDialog } from './account-store';
import { fundPasswordError, fundPasswordMessages } from '../../lib/account-rules';

// money prompts (app/shared) send a player without a fund password here
provideFundPasswordSetting(openFundPasswordDialog);

const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$4' });
const FormError = styled('p', { margin: 0, color: '$danger', fontSize: '$2' });

/** Sets the first fund password, or changes it (old one required) when one exists. */
export function FundPasswordDialog() {
  const { fundPassword: open } = useSnapshot(accountDialogState);
  return open ? <FundPasswordForm /> : null;
}

function FundPasswordForm() {
  const session = useSnapshot(sessionState);
  const changing = session.user?.payPwd === 1;
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ old?: string; password?: string; confirm?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    const next: typeof errors = {};
    if (changing && oldPassword === '') next.old = fundPasswordMessages.oldRequired;
    const format = fundPasswordError(password);
    if (format) next.password = format;
    if (!format && confirm !== password) next.confirm = fundPasswordMessages.mismatch;
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length) return;
    setSubmitting(true);
    try {
      if (changing) await updatePayPassword({ oldPayPassword: oldPassword, newPayPassword: password });
      else await setPayPassword({ payPassword: password });
      toast.success(changing ? fundPasswordMessages.changeSuccess : fundPasswordMessages.setSuccess);
      void refreshUser();
      closeFundPasswordDialog();
    } catch (error) {
      setFormError(errorText(error));
    } finally {
      setSubmitting(false);
    }
  };

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
          <Button type="submit" form="fund-password-form" loading={submitting}>
            确认提交
          </Button>
        </>
      }
    >
      <Form
        id="fund-password-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {changing ? <PasswordInput label="原资金密码" block value={oldPassword} onValueChange={setOldPassword} error={errors.old} autoComplete="off" /> : null}
        <PasswordInput
          label="新资金密码"
          hint="6-20位字母或数字，不能与登录密码相同"
          block
          value={password}
          onValueChange={setPassword}
          error={errors.password}
          autoComplete="new-password"
        />
        <PasswordInput label="确认资金密码" block value={confirm} onValueChange={setConfirm} error={errors.confirm} autoComplete="new-password" />
        {formError ? <FormError role="alert">{formError}</FormError> : null}
      </Form>
    </Modal>
  );
}
