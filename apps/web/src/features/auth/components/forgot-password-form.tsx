import { ForgotPasswordInputSchema, messages } from '@venuescout/contracts';
import { buttonClassName } from '../../../components/ui/button-class-name';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { getApiFieldErrors } from '../../../lib/get-api-field-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { getAuthErrorMessage } from '../utils/get-auth-error-message';

/** Asks for a reset link by e-mail. */
export function ForgotPasswordForm() {
  const requestReset = useRequestPasswordReset();
  const form = useZodForm(ForgotPasswordInputSchema, { email: '' });

  const onValid = form.handleSubmit((input) =>
    requestReset.mutate(input, { onError: (error) => form.setErrors(getApiFieldErrors(error)) }),
  );

  return (
    <form noValidate onSubmit={onValid} className="space-y-5">
      {requestReset.isError && <FormAlert tone="error">{getAuthErrorMessage(requestReset.error)}</FormAlert>}
      {requestReset.isSuccess && <FormAlert tone="success">{messages.resetEmailSent}</FormAlert>}
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
      <button
        type="submit"
        disabled={requestReset.isPending}
        className={buttonClassName({ className: 'w-full' })}
      >
        {requestReset.isPending ? 'Sending…' : 'Send Reset Link'}
      </button>
    </form>
  );
}
