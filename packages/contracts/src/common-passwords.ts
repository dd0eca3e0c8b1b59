/**
 * The most common passwords of at least 8 characters in public breach corpora (shorter ones are
 * already refused by the length rule), lower-cased. A modest list on purpose: it ships to the browser,
 * and the patterns below catch the long tail of trivial ones.
 */
// prettier-ignore
const commonPasswords = new Set([
  'password', 'password1', 'password12', 'password123', 'password1234', 'passw0rd', 'p@ssw0rd', 'p@ssword',
  'pa$$word', 'password!', 'mypassword', 'newpassword', 'changeme', 'changeme123', 'letmein1',
  'letmein123', 'welcome1', 'welcome123', 'iloveyou', 'iloveyou1', 'iloveyou2', 'sunshine', 'sunshine1',
  'princess', 'princess1', 'football', 'football1', 'baseball', 'basketball', 'superman', 'batman123',
  'starwars', 'trustno1', 'whatever', 'whatever1', 'computer', 'internet', 'jennifer', 'michelle',
  'jordan23', 'charlie1', 'master123', 'mustang1', 'shadow123', 'monkey123', 'dragon123', 'freedom1',
  'qwertyui', 'qwertyuiop', 'qwerty12', 'qwerty123', 'qwerty1234', 'qwertz123', 'azertyuiop', 'asdfghjk',
  'asdfghjkl', 'asdf1234', 'zxcvbnm1', 'zxcvbnm123', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', '1qazxsw2',
  'q1w2e3r4', 'q1w2e3r4t5', 'zaq12wsx', 'qazwsxedc', 'abc12345', 'abcd1234', 'a1b2c3d4', 'aa123456',
  'admin123', 'administrator', 'adminadmin', 'root1234', 'test1234', 'testtest', 'guest123', 'login123',
  'hello123', 'helloworld', 'secret123', 'lovely123', 'loveme123', 'killer123', 'pokemon1', 'naruto123',
  'samsung1', 'google123', 'facebook', 'linkedin', 'michael1', 'liverpool', 'chelsea1', 'arsenal1',
  'soccer12', 'hockey12', 'blink182', 'matrix123', 'access14', 'flower123', 'purple123', 'summer2024',
  'summer2025', 'winter2024', 'spring2025', 'venuescout', 'venuescout1', 'conference', 'research',
  'research1', '11223344', '12341234', '12344321', '123123123', '1234512345', '123456789a', '123qweasd',
  '123qweasdzxc', '147258369', '159357456', '159753456', '192837465', '20202020', '5201314520',
  '7758521520', '88888888a', '987654321a', 'a123456789', 'qweasdzxc', 'qweqweqwe', 'q123456789',
]);

const isRunOfOneCharacter = (text: string) => /^(.)\1*$/su.test(text);

/** "12345678", "87654321", "abcdefgh", "hgfedcba": each character one step from the last. */
function isSequence(text: string): boolean {
  const codes = Array.from(text, (char) => char.codePointAt(0)!);
  const step = codes[1]! - codes[0]!;
  if (Math.abs(step) !== 1) return false;
  return codes.every((code, index) => index === 0 || code - codes[index - 1]! === step);
}

/** "abcabcab", "12121212": a short unit repeated. */
const isRepeatedUnit = (text: string) => /^(.{1,4})\1+.{0,3}$/su.test(text) && new Set(text).size <= 4;

/**
 * Whether a password is on the common-password list or is a trivial pattern (one repeated character,
 * a run of consecutive characters, a short unit repeated), ignoring case and surrounding spaces.
 */
export function isCommonPassword(password: string): boolean {
  const text = password.trim().toLowerCase();
  if (text.length < 2) return true;
  return commonPasswords.has(text) || isRunOfOneCharacter(text) || isSequence(text) || isRepeatedUnit(text);
}
