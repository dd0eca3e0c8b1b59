export * from './auth.ts';
export * from './contact.ts';
export * from './errors.ts';
export * from './limits.ts';
export * from './mailbox.ts';
export * from './me.ts';
export * from './messages.ts';
export * from './venues.ts';
