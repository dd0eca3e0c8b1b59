import {
  ChangePasswordInputSchema,
  messages,
  passwordUserInputs,
  weakPasswordMessage,
} from '@venuescout/contracts';
import { useState, type FormEvent } from 'react';
import { buttonClassName } from '../../../components/ui/button-class-name';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiRequestError } from '../../../lib/api-request-error';
import { usePasswordStrength } from '../../../lib/use-password-strength';
import { useChangePassword } from '../api/change-password';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changes the password with the current one; other sessions are signed out by the server. */
export function ChangePasswordForm({ email }: { email: string }) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof empty, string>>>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const change = useChangePassword();
  const strength = usePasswordStrength(values.newPassword, passwordUserInputs({ email }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const parsed = ChangePasswordInputSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<keyof typeof empty, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof typeof empty] ??= issue.message;
      setErrors(found);
      return;
    }
    // The server refuses it as well; once the estimator is here, a weak password needs no round trip.
    if (strength && !strength.isStrongEnough) {
      setErrors({ newPassword: weakPasswordMessage(strength) });
      return;
    }
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: () => {
        setValues(empty);
        setNotice({ tone: 'success', text: messages.passwordUpdated });
      },
      onError: (error) => {
        const isWrongPassword = error instanceof ApiRequestError && error.code === 'INVALID_PASSWORD';
        setNotice({
          tone: 'error',
          text: isWrongPassword ? 'Current password is incorrect' : error.message || messages.unexpectedError,
        });
      },
    });
  };

  const field = (name: keyof typeof empty, label: string, hint?: string) => (
    <PasswordField
      label={label}
      hint={hint}
      autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
      value={values[name]}
      error={errors[name]}
      strength={name === 'newPassword' ? strength : undefined}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
    />
  );
  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      {notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
      {field('currentPassword', 'Current password')}
      {field('newPassword', 'New password', 'At least 8 characters.')}
      {field('confirmPassword', 'Confirm new password')}
      <button type="submit" className={buttonClassName()} disabled={change.isPending}>
        {change.isPending ? 'Updating…' : 'Update password'}
      </button>
    </form>
  );
}
