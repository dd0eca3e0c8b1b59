import type { OutboxMessage } from '@venuescout/contracts';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** One stored e-mail: recipient, subject, time, plain text and its links. */
export function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{message.subject}</h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium text-slate-600">To</dt>
        <dd className="break-all text-slate-900">{message.to}</dd>
        <dt className="font-medium text-slate-600">Date</dt>
        <dd className="text-slate-900">
          <time dateTime={message.createdAt}>{dateFormat.format(new Date(message.createdAt))}</time>
        </dd>
      </dl>
      <pre className="mt-4 rounded-lg bg-slate-50 p-4 font-sans text-sm whitespace-pre-wrap wrap-anywhere text-slate-800">
        {message.text}
      </pre>
      {message.links.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-900">Links</h3>
          <ul className="mt-2 space-y-1">
            {message.links.map((link) => (
              <li key={link}>
                <a href={link} className="text-sm break-all text-indigo-700 underline hover:text-indigo-900">
                  {link}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
