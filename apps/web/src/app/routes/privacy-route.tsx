import { Link } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { Prose } from '../../components/prose';
import { paths } from '../../config/paths';

/** `/privacy`: what VenueScout stores, where it goes, and how to remove it. */
export function PrivacyRoute() {
  return (
    <PageContainer
      title="Privacy Policy"
      description="What VenueScout stores about you, why, and how to have it deleted."
      width="narrow"
    >
      <Prose>
        <h2>What we store</h2>
        <ul>
          <li>
            <strong>Your account:</strong> your e-mail address, whether you have confirmed it, when the
            account was created, and a hash of your password. We never store the password itself.
          </li>
          <li>
            <strong>Sessions:</strong> one record for each browser you are signed in on, which can include the
            IP address and browser name it signed in from. It lets you stay signed in and lets sessions be
            ended.
          </li>
          <li>
            <strong>Paper details you enter:</strong> title, main theme, abstract and keywords.
          </li>
          <li>
            <strong>Analyses:</strong> the venues ranked for each paper, the advice given, and your submission
            history.
          </li>
          <li>
            <strong>Favorites:</strong> the venues you save.
          </li>
          <li>
            <strong>Your plan:</strong> free or Pro, and how many analyses and favorites you have used. If you
            subscribe to Pro, the payment provider handles your card; we keep only its customer and
            subscription references and the subscription&apos;s status.
          </li>
          <li>
            <strong>Contact messages:</strong> the name, e-mail address and message you send through the
            contact form.
          </li>
        </ul>

        <h2>Your abstracts stay on our server</h2>
        <p>
          Venues are ranked by a model that runs on our own server. We do not send your title, abstract or
          keywords to third parties, and we do not use them for anything except your analyses.
        </p>
        <p>
          One exception must be switched on by whoever operates this installation of VenueScout: an optional
          language model that writes extra advice. When it is configured, our server sends the paper details
          needed for that advice to the model&apos;s endpoint, which may be run by another company. When it is
          not configured, advice is written by rules on our server and nothing leaves it.
        </p>

        <h2>Cookies and tracking</h2>
        <p>
          We set one cookie, which keeps you signed in. Scripts cannot read it. There are no advertising or
          analytics cookies and no third-party trackers.
        </p>

        <h2>E-mail</h2>
        <p>
          We e-mail you to confirm your address, to reset your password when you ask, and to send the deadline
          reminders you choose.
        </p>

        <h2>How to delete your data</h2>
        <p>
          You can delete your account from Profile Settings. This removes the account and everything attached
          to it: sessions, paper details, analyses, history and favorites. You can also{' '}
          <Link to={paths.contact}>write to us through the contact form</Link> and we will delete it for you.
          Contact messages are kept only as long as we need them to answer you.
        </p>
      </Prose>
    </PageContainer>
  );
}
