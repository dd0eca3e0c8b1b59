import { Link } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { paths } from '../../config/paths';
import { useSignedInMe } from '../../features/auth/api/find-me';
import { AccountDetails } from '../../features/account/components/account-details';

/** `/profile`: the account as the server knows it. */
export function ProfileRoute() {
  const me = useSignedInMe();
  return (
    <PageContainer title="Profile Settings" width="narrow">
      <section
        aria-labelledby="account-heading"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="account-heading" className="text-lg font-semibold text-slate-900">
          Account
        </h2>
        <AccountDetails me={me} />
      </section>
      <section
        aria-labelledby="password-heading"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="password-heading" className="text-lg font-semibold text-slate-900">
          Password
        </h2>
        <p className="mt-2 text-slate-600">
          To set a new password, we e-mail you a link.{' '}
          <Link to={paths.resetPassword} className="font-medium text-indigo-700 hover:underline">
            Send a password reset link
          </Link>
        </p>
      </section>
    </PageContainer>
  );
}
