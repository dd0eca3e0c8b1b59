import { Link } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { paths } from '../../config/paths';
import { ContactForm } from '../../features/contact/components/contact-form';

/** `/contact`: write to the people behind VenueScout. */
export function ContactRoute() {
  return (
    <PageContainer
      title="Contact Us"
      width="narrow"
      description={
        <>
          Questions, a venue we are missing, or a request to delete your data? Write to us and we will answer
          by e-mail. Our{' '}
          <Link to={paths.privacy} className="font-medium text-indigo-700 underline">
            Privacy Policy
          </Link>{' '}
          explains what we keep.
        </>
      }
    >
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <ContactForm />
      </div>
    </PageContainer>
  );
}
