/** The new-password pair the session forms share (register, both ways of /forget): one rule each, messages from lib/credential-rules.ts. */
import { RegisterRequest } from '../../../contract/session';
import { credentialMessages, newPasswordError } from '../../lib/credential-rules';
import { checkRules, fieldRules } from '../../shared/form-rules';

interface NewPasswordValues {
  password: string;
  confirm: string;
}

export const newPasswordRules = {
  password: fieldRules<NewPasswordValues>(RegisterRequest.properties.password, {}, { validate: { password: newPasswordError } }),
  /** Compared only once the password itself passes (its own message shows first). */
  confirm: checkRules<NewPasswordValues>((confirm, { password }) =>
    newPasswordError(password) === null && confirm !== password ? credentialMessages.mismatch : null,
  ),
};
