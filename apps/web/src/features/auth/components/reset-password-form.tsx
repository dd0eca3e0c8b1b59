import { limits, messages, ResetPasswordInputSchema, weakPasswordMessage } from '@venuescout/contracts';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button-class-name';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { paths } from '../../../config/paths';
import { getApiFieldErrors } from '../../../lib/get-api-field-errors';
import { usePasswordStrength } from '../../../lib/use-password-strength';
import { useZodForm } from '../../../lib/use-zod-form';
import { useResetPassword } from '../api/reset-password';
import { getAuthErrorMessage } from '../utils/get-auth-error-message';

const noUserInputs: string[] = [];

/** Sets a new password with the token from the e-mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const resetPassword = useResetPassword();
  const form = useZodForm(ResetPasswordInputSchema, { newPassword: '', confirmPassword: '' });
  // The account is known only from the token, on the server, which also weighs its e-mail and name.
  const strength = usePasswordStrength(form.values.newPassword, noUserInputs);

  if (resetPassword.isSuccess) {
    return (
      <div className="space-y-5">
        <FormAlert tone="success">{messages.resetPasswordDone}</FormAlert>
        <Link to={paths.login} className={buttonClassName({ className: 'w-full' })}>
          Sign In
        </Link>
      </div>
    );
  }

  const onValid = form.handleSubmit(({ newPassword }) => {
    if (strength && !strength.isStrongEnough) {
      form.setErrors({ newPassword: weakPasswordMessage(strength) });
      return;
    }
    resetPassword.mutate(
      { newPassword, token },
      { onError: (error) => form.setErrors(getApiFieldErrors(error)) },
    );
  });

  return (
    <form noValidate onSubmit={onValid} className="space-y-5">
      {resetPassword.isError && (
        <FormAlert tone="error">
          {getAuthErrorMessage(resetPassword.error)}{' '}
          <Link to={paths.resetPassword} className="font-medium underline">
            Request a new link
          </Link>
        </FormAlert>
      )}
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint={`At least ${limits.passwordMinLength} characters.`}
        strength={strength}
        {...form.field('newPassword')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
      <button
        type="submit"
        disabled={resetPassword.isPending}
        className={buttonClassName({ className: 'w-full' })}
      >
        {resetPassword.isPending ? 'Saving…' : 'Set New Password'}
      </button>
    </form>
  );
}
