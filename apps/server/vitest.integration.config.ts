import { defineProject } from 'vitest/config';

/** Tests that start the app on a database, spawn server processes, or rank with the shipped index. */
export const integrationTests = [
  'src/app.test.ts',
  'src/advice/create-model-advice-writer.test.ts',
  'src/auth/**/*.test.ts',
  'src/billing/**/*.test.ts',
  'src/crash-safety.test.ts',
  'src/jobs/**/*.test.ts',
  'src/library.test.ts',
  'src/main.test.ts',
  'src/mail/create-smtp-mailer.test.ts',
  'src/malformed-input.test.ts',
  'src/ownership.test.ts',
  'src/rate-limit/**/*.test.ts',
  'src/reminders/reminders-two-processes.test.ts',
  'src/scale-out.test.ts',
  'src/submissions/**/*.test.ts',
  'src/venues/**/*.test.ts',
];

export default defineProject({
  test: {
    name: 'integration:server',
    include: integrationTests,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
