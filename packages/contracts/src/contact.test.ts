import { describe, expect, it } from 'vitest';
import { ContactInputSchema } from './contact.ts';

describe('ContactInputSchema', () => {
  it.each([
    [{ name: 'Ada', email: 'ada@example.com', message: 'Hello' }, []],
    [{ name: '', email: '', message: '' }, ['name', 'email', 'message']],
    [{ name: 'Ada', email: 'ada', message: 'Hello' }, ['email']],
    [{ name: 'Ada', email: 'ada@example.com', message: 'x'.repeat(5001) }, ['message']],
  ])('%j fails on %j', (input, fields) => {
    const result = ContactInputSchema.safeParse(input);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))).toEqual(fields);
  });

  it('uses the specification-style required messages', () => {
    const result = ContactInputSchema.safeParse({ name: ' ', email: '', message: '' });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      'Name is required',
      'Email is required',
      'Message is required',
    ]);
  });
});
