export * from './app.ts';
export * from './auth.ts';
export * from './catalog.ts';
export * from './submissions.ts';
export * from './library.ts';
export * from './billing.ts';
