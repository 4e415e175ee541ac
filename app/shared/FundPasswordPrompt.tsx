import { Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { lazyComponent } from '../lib/lazy-component';
import { fundPasswordPrompt } from './fund-password-prompt';

const PromptForm = lazyComponent(() => import(/* webpackChunkName: "member-dialogs" */ './FundPasswordPromptForm').then((m) => m.PromptForm));

/** The one "enter your fund password" dialog; features open it with askFundPassword(). Mounted once by the shell. */
export function FundPasswordPrompt() {
  const { open } = useSnapshot(fundPasswordPrompt);
  // Loaded once the shell is up, so the first prompt opens at once.
  useEffect(() => void PromptForm.preload(), []);
  // A fresh form (empty field) for every request.
  return open ? (
    <Suspense fallback={null}>
      <PromptForm />
    </Suspense>
  ) : null;
}
