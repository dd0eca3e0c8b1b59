import type { ReactNode } from 'react';

// Long-form text styling without the typography plugin, applied to plain h2/p/ul children.
const proseClassName =
  'space-y-4 text-slate-700 leading-7 [&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline ' +
  '[&_h2]:pt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 ' +
  '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_strong]:text-slate-900';

/** Legal and informational text. */
export function Prose({ children }: { children: ReactNode }) {
  return <div className={proseClassName}>{children}</div>;
}
