import { createTestApp, type TestApp } from './create-test-app.ts';
import { startAroundTests } from './start-around-tests.ts';

/**
 * Starts the app before a file's (or a describe block's) tests and closes it after them: the
 * `beforeAll`/`afterAll` pair every app test needs. The returned app forwards to the started one, so
 * tests use it as they would the result of `createTestApp`.
 */
export function useTestApp(...args: Parameters<typeof createTestApp>): TestApp {
  const current = startAroundTests(
    'The test app',
    () => createTestApp(...args),
    (app) => app.close(),
  );
  return {
    get app() {
      return current().app;
    },
    get context() {
      return current().context;
    },
    get databaseUrl() {
      return current().databaseUrl;
    },
    newClient: () => current().newClient(),
    mailbox: () => current().mailbox(),
    signUpConfirmed: (email, password) => current().signUpConfirmed(email, password),
    close: () => current().close(),
  };
}
