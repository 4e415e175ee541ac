/** A message box's draft: sent with the button or Enter (Shift+Enter a new line; never mid-composition), then cleared. */
import { useState, type KeyboardEvent } from 'react';

export function useComposer(sendable: (draft: string) => unknown, send: (text: string) => unknown) {
  const [draft, setDraft] = useState('');
  const ready = sendable(draft) !== null;
  const submit = () => {
    if (!ready) return;
    const text = draft;
    setDraft('');
    void send(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return { draft, setDraft, ready, submit, onKeyDown };
}
