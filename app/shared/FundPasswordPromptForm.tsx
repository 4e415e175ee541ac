import { Controller, useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { Button, Modal, PasswordInput, styled } from '../../design-system';
import { formDefaults, inputProps } from './form-rules';
import { cancelFundPassword, confirmFundPassword, fundPasswordPrompt, MISSING_FUND_PASSWORD, setFundPasswordFirst } from './fund-password-prompt';

const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$4' });
const Line = styled('p', { margin: 0, color: '$text', fontSize: '$2' });

/** The prompt itself (a chunk of its own: the form library loads with it, not with the shell). */
export function PromptForm() {
  const prompt = useSnapshot(fundPasswordPrompt);
  // No client rule: the store sends what was typed and shows the server's answer (prompt.error).
  const { control, handleSubmit } = useForm({ ...formDefaults, defaultValues: { password: '' } });
  // Without a fund password there is nothing to type: the prompt offers to set one first.
  const proceed = prompt.missing ? (
    <Button onClick={setFundPasswordFirst}>去设置</Button>
  ) : (
    <Button type="submit" form="fund-password-prompt" loading={prompt.busy}>
      确定
    </Button>
  );
  return (
    <Modal
      open
      width="security"
      title={prompt.title}
      onClose={cancelFundPassword}
      footer={
        <>
          <Button tone="neutral" onClick={cancelFundPassword}>
            取消
          </Button>
          {proceed}
        </>
      }
    >
      {prompt.missing ? (
        <Line>{MISSING_FUND_PASSWORD}</Line>
      ) : (
        <Form id="fund-password-prompt" noValidate onSubmit={(event) => void handleSubmit(({ password }) => void confirmFundPassword(password))(event)}>
          {prompt.description ? <Line>{prompt.description}</Line> : null}
          <Controller
            control={control}
            name="password"
            render={(field) => <PasswordInput label="资金密码" block autoFocus autoComplete="off" {...inputProps(field)} error={prompt.error || undefined} />}
          />
        </Form>
      )}
    </Modal>
  );
}
