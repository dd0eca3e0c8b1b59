import type { MailMessage } from './mailer.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Builds a plain and an HTML body for a message whose point is one action link. */
export function renderEmail(options: {
  to: string;
  subject: string;
  intro: string;
  actionLabel: string;
  actionUrl: string;
  outro: string;
}): MailMessage {
  const { to, subject, intro, actionLabel, actionUrl, outro } = options;
  const text = `${intro}\n\n${actionLabel}: ${actionUrl}\n\n${outro}\n\n— VenueScout`;
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(actionUrl)}">${escapeHtml(actionLabel)}</a></p>
<p style="color:#555">${escapeHtml(outro)}</p>
<p>— VenueScout</p></body></html>`;
  return { to, subject, text, html };
}
