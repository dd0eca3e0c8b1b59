import {
  limits,
  messages,
  passwordUserInputs,
  RegisterInputSchema,
  weakPasswordMessage,
} from '@venuescout/contracts';
import { buttonClassName } from '../../../components/ui/button-class-name';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { getApiFieldErrors } from '../../../lib/get-api-field-errors';
import { getEmailLocalPart } from '../../../lib/get-email-local-part';
import { usePasswordStrength } from '../../../lib/use-password-strength';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSignUp } from '../api/sign-up';
import { getAuthErrorMessage } from '../utils/get-auth-error-message';

/** Account creation. Success leaves the user signed out until they follow the e-mailed link. */
export function RegisterForm() {
  const signUp = useSignUp();
  const form = useZodForm(RegisterInputSchema, { email: '', password: '' });
  const { email, password } = form.values;
  const strength = usePasswordStrength(
    password,
    passwordUserInputs({ email, name: getEmailLocalPart(email) }),
  );

  const onValid = form.handleSubmit((input) => {
    // The server refuses it as well; once the estimator is here, a weak password needs no round trip.
    if (strength && !strength.isStrongEnough) {
      form.setErrors({ password: weakPasswordMessage(strength) });
      return;
    }
    signUp.mutate(input, {
      onSuccess: () => form.reset(),
      onError: (error) => form.setErrors(getApiFieldErrors(error)),
    });
  });

  return (
    <form noValidate onSubmit={onValid} className="space-y-5">
      {signUp.isError && <FormAlert tone="error">{getAuthErrorMessage(signUp.error)}</FormAlert>}
      {signUp.isSuccess && <FormAlert tone="success">{messages.registrationSuccess}</FormAlert>}
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint={`At least ${limits.passwordMinLength} characters.`}
        strength={strength}
        {...form.field('password')}
      />
      <button type="submit" disabled={signUp.isPending} className={buttonClassName({ className: 'w-full' })}>
        {signUp.isPending ? 'Creating account…' : 'Create Account'}
      </button>
    </form>
  );
}
