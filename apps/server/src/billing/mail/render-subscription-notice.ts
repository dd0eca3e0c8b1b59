import { proPlan } from '@venuescout/contracts';
import { formatMailDate } from '../../mail/format-mail-date.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { renderEmail } from '../../mail/render-email.ts';
import type { SubscriptionNotice } from './list-subscription-notices.ts';

/** The e-mail for one subscription notice; the profile page is where Pro is cancelled and resumed. */
export function renderSubscriptionNotice(
  notice: SubscriptionNotice,
  to: string,
  appUrl: string,
): MailMessage {
  const profile = { actionLabel: 'Manage your subscription', actionUrl: `${appUrl}/profile` };
  switch (notice.kind) {
    case 'receipt':
      return renderEmail({
        to,
        subject: 'Your VenueScout Pro receipt',
        intro: `Thank you for your payment. Your ${proPlan.name} is active.`,
        details: [
          `Amount: ${proPlan.priceUsd.toFixed(2)} USD`,
          `Period: ${formatMailDate(notice.periodStart)} to ${formatMailDate(notice.periodEnd)}`,
          `Renews on: ${formatMailDate(notice.periodEnd)}, unless you cancel`,
        ],
        ...profile,
        outro:
          'To cancel, open your profile and choose "Cancel subscription": you keep Pro until the end of the period you paid for.',
      });
    case 'cancelled':
      return renderEmail({
        to,
        subject: 'Your VenueScout Pro subscription is cancelled',
        intro: `Your cancellation is confirmed. You keep Pro until ${formatMailDate(notice.endsAt)}; after that your account moves to the free plan and you will not be charged again.`,
        ...profile,
        outro:
          'Changed your mind? Open your profile and choose "Keep Pro (resume subscription)" before that date.',
      });
    case 'resumed':
      return renderEmail({
        to,
        subject: 'Your VenueScout Pro subscription is resumed',
        intro: `Your Pro subscription is resumed. It renews on ${formatMailDate(notice.renewsAt)} at ${proPlan.priceUsd.toFixed(2)} USD a ${proPlan.interval}.`,
        ...profile,
        outro: 'You can cancel again from your profile at any time.',
      });
  }
}
