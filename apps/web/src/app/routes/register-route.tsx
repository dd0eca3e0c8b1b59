import { Link, Navigate } from 'react-router';
import { AuthCard } from '../../components/auth-card';
import { paths } from '../../config/paths';
import { useMe } from '../../features/auth/api/find-me';
import { RegisterForm } from '../../features/auth/components/register-form';

/** `/register`: create an account; it becomes usable once the e-mailed link is followed. */
export function RegisterRoute() {
  const me = useMe();
  if (me.data) return <Navigate to={paths.dashboard} replace />;

  return (
    <AuthCard
      title="Create Account"
      description="Start finding the right venues for your papers. Free, no credit card required."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login} className="font-medium text-indigo-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
