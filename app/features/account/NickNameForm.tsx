import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Button, Input, styled, toast } from '../../../design-system';
import { nickNameError, nickNameMessages } from '../../lib/account-rules';
import { errorText } from '../../lib/http';
import { refreshUser, sessionState } from '../../stores/session-store';
import { updateNickName } from './api/update-nick-name';

const Form = styled('form', { display: 'flex', alignItems: 'flex-start', gap: '$3' });

/** Changes the nickname; the text rule is checked before sending, so the message shows at once. */
export function NickNameForm() {
  const { user } = useSnapshot(sessionState);
  const [value, setValue] = useState(user?.nikeName ?? '');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    const problem = nickNameError(value);
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      await updateNickName(value.trim());
      toast.success(nickNameMessages.success);
      void refreshUser();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Input
        aria-label="昵称"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          if (error) setError(nickNameError(next));
        }}
        error={error ?? undefined}
        hint="1-12个字符"
        maxLength={64}
      />
      <Button size="1" type="submit" loading={submitting}>
        保存昵称
      </Button>
    </Form>
  );
}
