import { Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { lazyComponent } from '../../lib/lazy-component';
import { accountDialogState } from './account-store';

const SecurityQuestionForm = lazyComponent(() => import(/* webpackChunkName: "member-dialogs" */ './SecurityQuestionForm').then((m) => m.SecurityQuestionForm));

/** The security-question dialog (538 px): verify 2 existing answers first when questions are set, then set 3. */
export function SecurityQuestionDialog() {
  const { securityQuestion: open } = useSnapshot(accountDialogState);
  // Loaded once the shell is up, so the dialog opens at once.
  useEffect(() => void SecurityQuestionForm.preload(), []);
  return open ? (
    <Suspense fallback={null}>
      <SecurityQuestionForm />
    </Suspense>
  ) : null;
}
