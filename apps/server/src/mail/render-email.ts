import type { MailMessage } from './mailer.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Builds a plain and an HTML body for a message whose point is one action link. */
export function renderEmail(options: {
  to: string;
  subject: string;
  intro: string;
  /** Facts listed after the intro, one a line ("Amount: 20.00 USD"). */
  details?: readonly string[];
  actionLabel: string;
  actionUrl: string;
  outro: string;
}): MailMessage {
  const { to, subject, intro, details = [], actionLabel, actionUrl, outro } = options;
  const detailText = details.length > 0 ? `\n\n${details.join('\n')}` : '';
  const text = `${intro}${detailText}\n\n${actionLabel}: ${actionUrl}\n\n${outro}\n\n— VenueScout`;
  const detailHtml =
    details.length > 0 ? `\n<ul>${details.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : '';
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(intro)}</p>${detailHtml}
<p><a href="${escapeHtml(actionUrl)}">${escapeHtml(actionLabel)}</a></p>
<p style="color:#555">${escapeHtml(outro)}</p>
<p>— VenueScout</p></body></html>`;
  return { to, subject, text, html };
}
