import { Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { lazyComponent } from '../../lib/lazy-component';
import { provideFundPasswordSetting } from '../../shared/fund-password-prompt';
import { accountDialogState, openFundPasswordDialog } from './account-store';

// money prompts (app/shared) send a player without a fund password here
provideFundPasswordSetting(openFundPasswordDialog);

const FundPasswordForm = lazyComponent(() => import(/* webpackChunkName: "member-dialogs" */ './FundPasswordForm').then((m) => m.FundPasswordForm));

/** Sets the first fund password, or changes it (old one required) when one exists. */
export function FundPasswordDialog() {
  const { fundPassword: open } = useSnapshot(accountDialogState);
  // Loaded once the shell is up, so the dialog opens at once.
  useEffect(() => void FundPasswordForm.preload(), []);
  return open ? (
    <Suspense fallback={null}>
      <FundPasswordForm />
    </Suspense>
  ) : null;
}
