import type { estimatePasswordStrength, PasswordStrength } from '@venuescout/contracts/password-strength';
import { useEffect, useMemo, useState } from 'react';

type Estimate = typeof estimatePasswordStrength;

/**
 * The strength estimate of a new password as it is typed, or null while the estimator loads and for an
 * empty field. The estimator and its dictionaries (~1–2 MB) are fetched when a password form first
 * mounts, never with the pages that have none; the server judges the password again on submit.
 */
export function usePasswordStrength(
  password: string,
  userInputs: readonly string[],
): PasswordStrength | null {
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  useEffect(() => {
    let isMounted = true;
    void import('@venuescout/contracts/password-strength').then((module) => {
      if (isMounted) setEstimate(() => module.estimatePasswordStrength);
    });
    return () => {
      isMounted = false;
    };
  }, []);
  const inputsKey = userInputs.join('\n');
  return useMemo(
    () => (estimate && password ? estimate(password, inputsKey ? inputsKey.split('\n') : []) : null),
    [estimate, password, inputsKey],
  );
}
