import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Button, Modal, PasswordInput, styled } from '../../design-system';
import { cancelFundPassword, confirmFundPassword, fundPasswordPrompt, MISSING_FUND_PASSWORD, setFundPasswordFirst } from './fund-password-prompt';

const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$4' });
const Line = styled('p', { margin: 0, color: '$text', fontSize: '$2' });

/** The one "enter your fund password" dialog; features open it with askFundPassword(). Mounted once by the shell. */
export function FundPasswordPrompt() {
  const { open } = useSnapshot(fundPasswordPrompt);
  // A fresh form (empty field) for every request.
  return open ? <PromptForm /> : null;
}

function PromptForm() {
  const prompt = useSnapshot(fundPasswordPrompt);
  const [password, setPassword] = useState('');
  if (prompt.missing) {
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
            <Button onClick={setFundPasswordFirst}>去设置</Button>
          </>
        }
      >
        <Line>{MISSING_FUND_PASSWORD}</Line>
      </Modal>
    );
  }
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
          <Button type="submit" form="fund-password-prompt" loading={prompt.busy}>
            确定
          </Button>
        </>
      }
    >
      <Form
        id="fund-password-prompt"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirmFundPassword(password);
        }}
      >
        {prompt.description ? <Line>{prompt.description}</Line> : null}
        <PasswordInput label="资金密码" block autoFocus value={password} onValueChange={setPassword} error={prompt.error || undefined} autoComplete="off" />
      </Form>
    </Modal>
  );
}
