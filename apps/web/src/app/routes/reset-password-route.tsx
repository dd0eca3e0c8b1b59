import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/auth-card';
import { FormAlert } from '../../components/ui/form-alert';
import { paths } from '../../config/paths';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

const backToSignIn = (
  <Link to={paths.login} className="font-medium text-indigo-700 hover:underline">
    Back to Sign In
  </Link>
);

/**
 * `/reset-password`: without a token, ask for the e-mail to send a link to; the link comes back here
 * with `?token=…` (or `?error=INVALID_TOKEN` when it has expired or was already used).
 */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');

  if (token) {
    return (
      <AuthCard
        title="Set a New Password"
        description="Choose a new password for your account."
        footer={backToSignIn}
      >
        <ResetPasswordForm token={token} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset Password"
      description="Enter your account's e-mail address and we will send you a link to set a new password."
      footer={backToSignIn}
    >
      {searchParams.has('error') && (
        <div className="mb-5">
          <FormAlert tone="error">
            This reset link is invalid or has expired. Please request a new one.
          </FormAlert>
        </div>
      )}
      <ForgotPasswordForm />
    </AuthCard>
  );
}
