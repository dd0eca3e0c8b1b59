import { LoaderCircle } from 'lucide-react';

/** A centred spinner with a text for screen readers and sighted users alike. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-48 items-center justify-center gap-3 text-slate-600">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      <span>{label}</span>
    </div>
  );
}
