// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Every server secret, with a value no real build would contain, set while the bundle is built.
const secrets: Record<string, string> = {
  AUTH_SECRET: 'sentinel-auth-secret-0f9e8d7c6b5a4938271605f4e3d2c1b0',
  DATABASE_URL: 'postgres://sentinel-user:sentinel-password@db.invalid:5432/sentinel',
  SMTP_URL: 'smtps://sentinel-mailer:sentinel-smtp-pass@smtp.invalid:465',
  LLM_API_KEY: 'sentinel-llm-api-key-7c1d',
  STRIPE_SECRET_KEY: 'sk_test_sentinel0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_sentinel0123456789',
};

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

describe('the built web app', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'venuescout-bundle-'));
  const saved = { ...process.env };
  beforeAll(async () => {
    Object.assign(process.env, secrets);
    await build({
      root: fileURLToPath(new URL('..', import.meta.url)),
      configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
  }, 120_000);
  afterAll(() => {
    process.env = saved;
  });

  it('contains no server secret, by value or by name', () => {
    const files = listFiles(outDir);
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    const bundle = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    for (const [name, value] of Object.entries(secrets)) {
      expect(bundle, `${name}'s value`).not.toContain(value);
      expect(bundle, `the name ${name}`).not.toContain(name);
    }
  });
});
