import { preloadFirstPage } from './preload-first-page';

// Imported first by main.tsx, so this runs before the modules of React and the router are evaluated.
preloadFirstPage(window.location.pathname);
