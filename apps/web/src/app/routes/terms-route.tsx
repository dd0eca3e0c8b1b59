import { Link } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { Prose } from '../../components/prose';
import { paths } from '../../config/paths';

/** `/terms`: the rules for using VenueScout. */
export function TermsRoute() {
  return (
    <PageContainer title="Terms of Service" description="The rules for using VenueScout." width="narrow">
      <Prose>
        <h2>The service</h2>
        <p>
          VenueScout ranks conferences and journals by how well they fit a paper you describe, shows their
          deadlines and suggests what to adapt before you submit. Rankings and advice are suggestions to help
          your decision; the decision remains yours.
        </p>

        <h2>Deadlines and venue data</h2>
        <p>
          Venue information comes from public sources listed on our{' '}
          <Link to={paths.sources}>Data sources</Link> page. Organisers change dates, and some upcoming
          deadlines are predicted from past editions; those are labelled as estimates. Always check the
          deadline on the venue&apos;s own website before you rely on it. We are not responsible for a missed
          deadline.
        </p>

        <h2>Your account</h2>
        <ul>
          <li>Use an e-mail address you can receive mail at; we confirm it before you can sign in.</li>
          <li>Keep your password to yourself. You are responsible for what happens in your account.</li>
          <li>One account is for one person.</li>
        </ul>

        <h2>Your content</h2>
        <p>
          The paper details you enter remain yours. You allow us to store and process them only to provide the
          service to you. Enter only content you have the right to share with us.
        </p>

        <h2>Acceptable use</h2>
        <ul>
          <li>
            Do not try to get around plan limits, access other people&apos;s data or disrupt the service.
          </li>
          <li>Do not use automated tools to send large numbers of requests.</li>
        </ul>

        <h2>Plans and payment</h2>
        <p>
          The free plan has limits on paper submissions and favorites. The Pro plan costs $20 per month,
          removes those limits and renews monthly until you cancel. Cancelling stops the next renewal; Pro
          stays active until the end of the period already paid for.
        </p>

        <h2>Ending your use</h2>
        <p>
          You can delete your account at any time; see the <Link to={paths.privacy}>Privacy Policy</Link> for
          what that removes. We may suspend accounts that break these terms.
        </p>

        <h2>Availability and changes</h2>
        <p>
          We work to keep VenueScout available and correct but cannot promise it will be free of interruptions
          or errors. If these terms change, we will say so here before the change applies. Questions?{' '}
          <Link to={paths.contact}>Contact us</Link>.
        </p>
      </Prose>
    </PageContainer>
  );
}
