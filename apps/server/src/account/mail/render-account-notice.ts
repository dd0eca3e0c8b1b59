import { formatMailTime } from '../../mail/format-mail-date.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { renderEmail } from '../../mail/render-email.ts';

/** A change to an account that its owner must hear about, whoever made it. */
export type AccountNotice =
  | { kind: 'password-changed'; at: Date }
  | { kind: 'password-reset'; at: Date }
  | { kind: 'account-deleted'; at: Date };

const notYou = (appUrl: string) =>
  `Not you? Someone may know your password: reset it now with the link above (it ends every other session) and tell us through the contact form at ${appUrl}/contact.`;

/** The e-mail for one account notice. */
export function renderAccountNotice(notice: AccountNotice, to: string, appUrl: string): MailMessage {
  const reset = { actionLabel: 'Reset your password', actionUrl: `${appUrl}/reset-password` };
  switch (notice.kind) {
    case 'password-changed':
      return renderEmail({
        to,
        subject: 'Your VenueScout password was changed',
        intro: `The password of your VenueScout account was changed on ${formatMailTime(notice.at)}. Every other signed-in session was signed out.`,
        ...reset,
        outro: notYou(appUrl),
      });
    case 'password-reset':
      return renderEmail({
        to,
        subject: 'Your VenueScout password was reset',
        intro: `The password of your VenueScout account was reset through an e-mailed link on ${formatMailTime(notice.at)}. Every signed-in session was signed out.`,
        ...reset,
        outro: notYou(appUrl),
      });
    case 'account-deleted':
      return renderEmail({
        to,
        subject: 'Your VenueScout account was deleted',
        intro: `Your VenueScout account was deleted on ${formatMailTime(notice.at)}, as you asked.`,
        details: [
          'Removed: your profile and sign-in details, your analyses and their venue matches, your favorites, your e-mail settings and calendar feed, and the messages you sent us.',
          'Any Pro subscription was cancelled at once; you will not be charged again.',
        ],
        actionLabel: 'VenueScout',
        actionUrl: appUrl,
        outro:
          'This is the last e-mail you get from us. If you did not ask for this, contact us through the contact form on the site.',
      });
  }
}
