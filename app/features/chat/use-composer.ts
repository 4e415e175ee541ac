/** A message box's draft: sent with the button or Enter (Shift+Enter a new line; never mid-composition), then cleared. */
import type { KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';

/** The box is a one-field form; `sendable` (the chat rule) says whether its text may go, so the button shows no message, only disabled. */
export function useComposer(sendable: (draft: string) => unknown, send: (text: string) => unknown) {
  const { register, control, getValues, setValue } = useForm({ defaultValues: { draft: '' } });
  const draft = useWatch({ control, name: 'draft' });
  const ready = sendable(draft) !== null;
  const submit = () => {
    const text = getValues('draft');
    if (sendable(text) === null) return;
    setValue('draft', '');
    void send(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return { draft, draftProps: register('draft'), ready, submit, onKeyDown };
}
