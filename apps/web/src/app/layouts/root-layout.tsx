import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from './navigation-progress';

/** Wraps every page: scroll restoration and the bar shown while a page's code loads. */
export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
