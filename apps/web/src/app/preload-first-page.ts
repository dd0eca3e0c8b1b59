import { paths } from '../config/paths';

/*
 * Pages people often open directly (from search results and shared links) whose code is not in the
 * entry bundle. The router asks for a page's code only after the entry bundle has run (~0.5 s on a
 * mid-range phone); asking here, before React and the router are even evaluated, lets the download
 * overlap that work. `router.tsx` imports the same modules, so the browser fetches each file once.
 */
const firstPages: Record<string, () => Promise<unknown>> = {
  [paths.venues]: () => import('./routes/venues-route'),
};

/** Starts downloading the code of the page the browser opened, when it is one of the pages above. */
export function preloadFirstPage(pathname: string) {
  void firstPages[pathname]?.().catch(() => {
    // The router's own import reports a failure where the user can retry.
  });
}
