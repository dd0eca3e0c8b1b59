import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { estimatePasswordStrength, minPasswordScore } from './password-strength.ts';
import { passwordUserInputs } from './password-user-inputs.ts';

// The estimator's own password list, most common first.
const mostCommonPasswords = dictionary['passwords-common'].slice(0, 1000);

const account = { email: 'ada.lovelace@example.org', name: 'Ada Lovelace' };

describe('estimatePasswordStrength', () => {
  it('refuses every one of the 1,000 most common passwords', () => {
    expect(mostCommonPasswords).toHaveLength(1000);
    const accepted = mostCommonPasswords.filter(
      (password) => estimatePasswordStrength(password).isStrongEnough,
    );
    expect(accepted).toEqual([]);
  }, 60_000);

  it.each([
    '12345678',
    'Password',
    'aaaaaaaa',
    '87654321',
    'qwerty123',
    'abcdefgh',
    '1q2w3e4r',
    'password123',
  ])('refuses %j, a trivial pattern or a variant of a common password', (password) => {
    expect(estimatePasswordStrength(password).isStrongEnough).toBe(false);
  });

  it.each([
    'ada.lovelace@example.org',
    'Ada.Lovelace@example.org',
    'ada.lovelace@example.org1',
    'ada.lovelace1',
    'Ada Lovelace',
    'adalovelace2026',
    'VenueScout1!',
  ])('refuses %j, made of the account or the product', (password) => {
    expect(estimatePasswordStrength(password, passwordUserInputs(account)).isStrongEnough).toBe(false);
  });

  it.each(['correct horse battery', 'lantern quiet orchard river', 'tulip ember seven', 'Gz8#qLm2x!'])(
    'accepts %j',
    (password) => {
      const strength = estimatePasswordStrength(password, passwordUserInputs(account));
      expect(strength.score).toBeGreaterThanOrEqual(minPasswordScore);
      expect(strength.isStrongEnough).toBe(true);
    },
  );

  it('says why a password is weak and how to improve it, in English', () => {
    const strength = estimatePasswordStrength('Password1!');
    expect(strength.isStrongEnough).toBe(false);
    expect(strength.warning).toMatch(/commonly used password/u);
    expect(strength.suggestions).toContain('Add more words that are less common.');
  });

  it('judges only the first 64 characters, so a long password costs no more than a 64-character one', () => {
    const prefix = `password${'1'.repeat(56)}`;
    const padded = estimatePasswordStrength(`${prefix}Zq#8vLm!x@T4`);
    expect(padded.score).toBe(estimatePasswordStrength(prefix).score);
    expect(padded.isStrongEnough).toBe(false);
  });
});

describe('passwordUserInputs', () => {
  it('lists the address, its parts, the name and its words, and the product', () => {
    expect(passwordUserInputs(account)).toEqual([
      'ada.lovelace@example.org',
      'ada.lovelace',
      'adalovelace',
      'ada',
      'lovelace',
      'example',
      'ada lovelace',
      'venuescout',
    ]);
  });
});
