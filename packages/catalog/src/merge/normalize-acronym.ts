const ORGANISER_PREFIX = /^(acm|ieee|ifip|siam|aaai)(?=[a-z0-9]{2,})/;

/**
 * The spellings under which an acronym is looked up: compact lowercase (`S&P` → `sp`) and, when it starts
 * with an organiser or SIG prefix, also without it (`ACM MM` → `mm`, `SIGKDD` → `kdd`).
 */
export function getAcronymKeys(acronym: string): string[] {
  const compact = acronym
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
  if (compact === '') return [];
  const keys = new Set([compact]);
  const withoutOrganiser = compact.replace(ORGANISER_PREFIX, '');
  keys.add(withoutOrganiser);
  if (/^sig[a-z]{2,}/.test(withoutOrganiser)) keys.add(withoutOrganiser.slice(3));
  return [...keys];
}

/** Tells whether two acronyms are spellings of one another (`SIGKDD`/`KDD`, `S&P`/`SP`, `ACM MM`/`MM`). */
export function isSameAcronym(a: string, b: string): boolean {
  const left = new Set(getAcronymKeys(a));
  return getAcronymKeys(b).some((key) => left.has(key));
}
