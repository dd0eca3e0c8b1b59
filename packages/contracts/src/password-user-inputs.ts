/**
 * The words of an account that must not make up its password: the e-mail address, its local part and the
 * pieces of it (`ada.lovelace` → `adalovelace`, `ada`, `lovelace`), the domain's name, the display name and its words,
 * and the product's name. Passed to the strength estimator, which lowers the score of passwords built on
 * them.
 */
export function passwordUserInputs(account: { email?: string; name?: string }): string[] {
  const email = account.email?.trim().toLowerCase() ?? '';
  const [localPart = '', domain = ''] = email.split('@');
  const name = account.name?.trim().toLowerCase() ?? '';
  const localWords = localPart.split(/[._+-]+/u);
  const nameWords = name.split(/\s+/u);
  const words = [
    email,
    localPart,
    localWords.join(''),
    ...localWords,
    domain.split('.')[0] ?? '',
    name,
    nameWords.join(''),
    ...nameWords,
    'venuescout',
  ];
  return [...new Set(words.filter((word) => word.length >= 3))];
}
