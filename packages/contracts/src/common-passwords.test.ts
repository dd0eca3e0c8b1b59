import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it.each([
    'password',
    'Password1',
    '  password123 ',
    '12345678',
    '87654321',
    'abcdefgh',
    'aaaaaaaa',
    '11111111111',
    'abcabcabc',
    '12121212',
    'qwertyuiop',
    '1q2w3e4r',
    'iloveyou',
  ])('refuses %j', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['correct horse battery', 'tulip ember 7', 'long enough pw', 'Gz8#qLm2', 'abcdefgh1x', '13572468'])(
    'accepts %j',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
