import { messages } from '@venuescout/contracts';
import { useRouteError } from 'react-router';
import { Logo } from '../../components/logo';
import { buttonClassName } from '../../components/ui/button-class-name';
import { paths } from '../../config/paths';

/** Shown when a page fails to render or its code cannot be fetched (for example after a new release). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  // Keep the details in the console for whoever debugs; the page itself shows no internals.
  console.error(error);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <title>Something went wrong · VenueScout</title>
      <Logo />
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="max-w-md text-slate-600">{messages.unexpectedError}</p>
      <div className="flex gap-3">
        <button type="button" onClick={() => window.location.reload()} className={buttonClassName()}>
          Reload page
        </button>
        {/* A plain anchor: the router itself may be what failed. */}
        <a href={paths.home} className={buttonClassName({ variant: 'secondary' })}>
          Back to Home
        </a>
      </div>
    </main>
  );
}
