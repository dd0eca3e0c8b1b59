import { SignInInputSchema } from '@venuescout/contracts';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button-class-name';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { getApiFieldErrors } from '../../../lib/get-api-field-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSignIn } from '../api/sign-in';
import { getAuthErrorMessage } from '../utils/get-auth-error-message';

/** E-mail and password sign-in. Where to go next is up to the page, which watches the session. */
export function LoginForm() {
  const signIn = useSignIn();
  const form = useZodForm(SignInInputSchema, { email: '', password: '' });

  const onValid = form.handleSubmit((input) =>
    signIn.mutate(input, { onError: (error) => form.setErrors(getApiFieldErrors(error)) }),
  );

  return (
    <form noValidate onSubmit={onValid} className="space-y-5">
      {signIn.isError && <FormAlert tone="error">{getAuthErrorMessage(signIn.error)}</FormAlert>}
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
      <div className="space-y-2">
        <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
        <div className="text-right">
          <Link
            to={paths.resetPassword}
            className="text-sm font-medium text-indigo-700 hover:text-indigo-900 hover:underline"
          >
            Forgot password?
          </Link>
        </div>
      </div>
      <button type="submit" disabled={signIn.isPending} className={buttonClassName({ className: 'w-full' })}>
        {signIn.isPending ? 'Signing in…' : 'Sign In'}
      </button>
    </form>
  );
}
