/** Password reset by e-mail (/forget): a code mailed to the verified e-mail, then the new password with it. */
import { accountEndpoints } from '../../../../contract/account';
import { call } from '../../../lib/call';

export const resetPasswordByEmail = (input: { cn: string; email: string }) => call(accountEndpoints.resetPasswordByEmail, input);
export const resetPassword = (input: { cn: string; code: string; password: string }) => call(accountEndpoints.resetPassword, input);
