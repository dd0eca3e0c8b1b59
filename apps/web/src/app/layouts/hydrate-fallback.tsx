import { LoadingState } from '../../components/ui/loading-state';

/** Shown on the very first load while the requested page's code arrives. */
export function HydrateFallback() {
  return (
    <main className="flex min-h-dvh items-center justify-center">
      <LoadingState label="Loading VenueScout…" />
    </main>
  );
}
