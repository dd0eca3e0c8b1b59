import { CalendarClock, FileText } from 'lucide-react';

// Decreasing bar widths stand for a ranking without inventing venue names or scores.
const rows = ['w-11/12', 'w-3/4', 'w-7/12'];

/** A decorative sketch of a paper turning into ranked venues; it deliberately carries no data. */
export function MatchIllustration() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="absolute -inset-4 -z-10 rounded-3xl bg-indigo-100/60 blur-2xl" />
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xl">
        <div className="flex items-center gap-3 border-b border-slate-100 pb-4">
          <span className="flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
            <FileText className="size-5" />
          </span>
          <div className="flex-1 space-y-2">
            <div className="h-2.5 w-2/3 rounded-full bg-slate-300" />
            <div className="h-2 w-1/2 rounded-full bg-slate-200" />
          </div>
        </div>
        <ol className="mt-4 space-y-3">
          {rows.map((width, index) => (
            <li
              key={width}
              className="flex items-center gap-3 rounded-xl border border-slate-100 bg-slate-50 p-3"
            >
              <span className="flex size-8 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white">
                {index + 1}
              </span>
              <div className="flex-1 space-y-2">
                <div className="h-2.5 w-1/2 rounded-full bg-slate-300" />
                <div className="h-1.5 rounded-full bg-slate-200">
                  <div className={`h-1.5 rounded-full bg-indigo-500 ${width}`} />
                </div>
              </div>
              <CalendarClock className="size-5 text-slate-400" />
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
