import { passwordUserInputs, weakPasswordMessage } from '@venuescout/contracts';
import { estimatePasswordStrength } from '@venuescout/contracts/password-strength';
import { AppError } from '../lib/app-error.ts';

/**
 * Refuses a new password the strength estimator finds too easy to guess, with the account's e-mail and
 * name (when known) as the words an attacker tries first: a 400 on `field` that carries the standard
 * sentence and the estimator's advice.
 */
export function refuseWeakPassword(options: {
  password: string;
  field: string;
  account: { email?: string; name?: string } | null;
}): void {
  const strength = estimatePasswordStrength(options.password, passwordUserInputs(options.account ?? {}));
  if (strength.isStrongEnough) return;
  const message = weakPasswordMessage(strength);
  throw new AppError('VALIDATION_FAILED', message, [{ path: options.field, message }]);
}
