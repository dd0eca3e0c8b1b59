import { useState } from 'react';
import { buttonClassName } from '../../../components/ui/button-class-name';
import { useRotateCalendarFeed } from '../api/rotate-calendar-feed';

/** The private calendar feed URL, with copy and rotate. */
export function CalendarFeed({ url }: { url: string }) {
  const rotate = useRotateCalendarFeed();
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Copied.');
    } catch {
      // Without clipboard access, select the text so the user can copy it by hand.
      (document.getElementById('calendar-feed-url') as HTMLInputElement | null)?.select();
      setStatus('Press Ctrl+C (or ⌘C) to copy.');
    }
  };
  return (
    <div className="mt-3 space-y-3">
      <label htmlFor="calendar-feed-url" className="block text-sm font-medium text-slate-800">
        Private calendar feed URL
      </label>
      <input
        id="calendar-feed-url"
        readOnly
        value={url}
        className="block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
      />
      <p className="text-sm text-slate-600">
        Subscribe to it in your calendar app to see your deadlines as UTC instants. Anyone with the URL can
        read the feed: rotate it if it leaks.
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary' })}
          onClick={() => void copy()}
        >
          Copy
        </button>
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary' })}
          disabled={rotate.isPending}
          onClick={() => {
            if (window.confirm('Issue a new feed URL? The current one stops working at once.')) {
              rotate.mutate(undefined, {
                onSuccess: () => setStatus('A new URL was issued; the old one no longer works.'),
              });
            }
          }}
        >
          Rotate
        </button>
      </div>
      <p aria-live="polite" className="text-sm text-slate-700">
        {status}
      </p>
    </div>
  );
}
