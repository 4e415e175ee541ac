/** One submission at a time, with the server's message kept for the form. */
import { useState } from 'react';
import { errorText } from '../../lib/http';

export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setFormError(null);
    try {
      await action();
    } catch (error) {
      setFormError(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, formError, run };
}
