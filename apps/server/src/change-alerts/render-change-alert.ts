import { describePublishedTime } from '@venuescout/catalog';
import { formatPublishedDate, formatPublishedTime } from '@venuescout/contracts';
import type { MailMessage } from '../mail/mailer.ts';
import { renderEmail } from '../mail/render-email.ts';
import type { PendingChangeAlert } from './list-pending-change-alerts.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The e-mail about one deadline change: the new deadline as the venue published it (day and time in
 * its zone, and the UTC instant), what it was before, a link to the venue, why the user gets it and
 * where to turn it off.
 */
export function renderChangeAlert(alert: PendingChangeAlert, appUrl: string): MailMessage {
  const { change, venue, user, reason } = alert;
  const { timezone } = change;
  const newPublished = describePublishedTime(change.newAt.toISOString(), timezone);
  const deadline = `${venue.acronym} ${change.editionYear} ${change.kind} deadline${change.track ? ` for ${change.track}` : ''}`;
  const newText = `${formatPublishedTime(newPublished)} (${change.newAt.toISOString().replace('.000Z', 'Z')})`;
  const previous = change.previousAt && describePublishedTime(change.previousAt.toISOString(), timezone);
  let subject: string;
  let news: string;
  if (change.change === 'published') {
    subject = `${deadline} published: ${formatPublishedDate(newPublished)}`;
    news = `The ${deadline} (${venue.name}) is now published: ${newText}.`;
  } else if (change.change === 'extended' && change.previousAt) {
    const shift = describeShift(change.newAt.getTime() - change.previousAt.getTime());
    subject = `${deadline} extended by ${shift}`;
    news = `The ${deadline} (${venue.name}) was extended by ${shift}, to ${newText}.`;
  } else {
    subject = `${deadline} moved to ${formatPublishedDate(newPublished)}`;
    news = `The ${deadline} (${venue.name}) was moved to ${newText}.`;
  }
  // An estimate is only ever a day; quoting its time would claim a precision it never had.
  const before = !previous
    ? ''
    : change.isPreviousEstimated
      ? ` It was estimated ${formatPublishedDate(previous)} from past editions.`
      : ` It was ${formatPublishedTime(previous)}.`;
  const why =
    reason === 'favorite'
      ? `You get this e-mail because ${venue.acronym} is among your saved venues.`
      : `You get this e-mail because one of your analyses found ${venue.acronym} and you asked for alerts about those venues too.`;
  return renderEmail({
    to: user.email,
    subject,
    intro: `${news}${before}`,
    actionLabel: 'See the venue',
    actionUrl: `${appUrl}/venues/${venue.id}`,
    outro: `${why} To stop these e-mails, turn deadline change alerts off in your profile: ${appUrl}/profile`,
  });
}

/** "7 days", "1 day", or hours for an extension shorter than a day. */
function describeShift(ms: number): string {
  if (ms >= DAY_MS) {
    const days = Math.round(ms / DAY_MS);
    return `${days} ${days === 1 ? 'day' : 'days'}`;
  }
  const hours = Math.max(1, Math.round(ms / HOUR_MS));
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
