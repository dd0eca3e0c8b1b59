import { describe, expect, it } from 'vitest';
import { listTrustedOrigins } from './list-trusted-origins.ts';

describe('listTrustedOrigins', () => {
  it.each([
    ['http://localhost:3000', 'development', ['http://localhost:3000', 'http://127.0.0.1:3000']],
    ['http://127.0.0.1:4100/', 'development', ['http://localhost:4100', 'http://127.0.0.1:4100']],
    ['http://localhost:3999', 'test', ['http://localhost:3999', 'http://127.0.0.1:3999']],
    ['http://localhost:3000', 'production', ['http://localhost:3000']],
    ['https://venues.example', 'development', ['https://venues.example']],
    ['https://venues.example', 'production', ['https://venues.example']],
  ] as const)('trusts for %s in %s: %j', (appUrl, nodeEnv, expected) => {
    expect(listTrustedOrigins(appUrl, nodeEnv)).toEqual(expected);
  });
});
