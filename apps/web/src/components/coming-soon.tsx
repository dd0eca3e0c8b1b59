import { Link } from 'react-router';
import { paths } from '../config/paths';
import { PageContainer } from './page-container';

/** A protected page whose feature has not shipped yet: it says so, and shows nothing made up. */
export function ComingSoon({ title, message }: { title: string; message: string }) {
  return (
    <PageContainer title={title} description={message} width="narrow">
      <Link to={paths.dashboard} className="font-medium text-indigo-700 hover:underline">
        Back to Dashboard
      </Link>
    </PageContainer>
  );
}
