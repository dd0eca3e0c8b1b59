import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { PasswordHashing } from '../src/auth/create-auth.ts';

// Scrypt as in production, at a sixteenth of its memory and time cost: most tests sign up users only to
// reach another feature, and the production cost (about 0.1 s of CPU per hash) made up an eighth of the
// integration suite's CPU time. Tests of passwords themselves use the production hashing.
const cost = { N: 1024, r: 16, p: 1 };
const keyLength = 64;

const deriveKey = (password: string, salt: string) =>
  new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, cost, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

export const cheapPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await deriveKey(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [salt = '', key = ''] = hash.split(':');
    const expected = Buffer.from(key, 'hex');
    const actual = await deriveKey(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};
