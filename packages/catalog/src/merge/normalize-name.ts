const STOPWORDS = new Set(['the', 'of', 'on', 'and', 'in', 'for', 'a', 'an', 'to', 'at', 'with', 'its']);
/** Organisers and filler that sources add or drop freely; they say nothing about which venue it is. */
const FILLER = new Set([
  'acm',
  'ieee',
  'usenix',
  'ifip',
  'siam',
  'cvf',
  'international',
  'annual',
  'intl',
  'int',
]);
/** Words too common among venue names to count as evidence that two names agree. */
const GENERIC = new Set([
  'conference',
  'symposium',
  'workshop',
  'journal',
  'transactions',
  'proceedings',
  'joint',
]);
const ORDINAL_WORDS =
  'first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth';
const LEADING_ORDINAL = new RegExp(`^(the\\s+)?(\\d+(st|nd|rd|th)|${ORDINAL_WORDS})\\s+`, 'i');
const ABBREVIATIONS: [RegExp, string][] = [
  [/\bint'?l\.?(?=\s)/gi, 'International'],
  [/\bconf\.(?=\s|$)/gi, 'Conference'],
  [/\bsymp\.(?=\s|$)/gi, 'Symposium'],
  [/\btrans\.(?=\s|$)/gi, 'Transactions'],
];

/**
 * Cleans a published venue name for display: collapses spaces, expands "Int'l"/"Conf.", and drops an
 * edition ordinal ("The 47th Annual…", "Fifth Conference…") and a trailing year.
 */
export function cleanVenueName(name: string): string {
  let cleaned = name.replace(/\s+/g, ' ').trim();
  for (const [pattern, replacement] of ABBREVIATIONS) cleaned = cleaned.replace(pattern, replacement);
  const withoutOrdinal = cleaned.replace(LEADING_ORDINAL, '');
  // "The 47th annual conference…" loses its capital with the ordinal; "arXiv" keeps its own spelling.
  if (withoutOrdinal !== cleaned) cleaned = withoutOrdinal.charAt(0).toUpperCase() + withoutOrdinal.slice(1);
  return cleaned.replace(/\s+(19|20)\d{2}$/, '');
}

/** Merging compares each name with many others; a catalog has a few thousand distinct names. */
const tokenCache = new Map<string, string[]>();

/** Lowercase tokens of a name without accents, punctuation, stopwords, organisers or years. */
export function nameTokens(name: string): string[] {
  let tokens = tokenCache.get(name);
  if (!tokens) {
    tokens = tokenize(name);
    tokenCache.set(name, tokens);
  }
  return tokens;
}

function tokenize(name: string): string[] {
  const text = cleanVenueName(name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    // Remarks in brackets say how the venue came about or when it meets, not which venue it is.
    .replace(/\((was|formerly|previously|merged|incl|even|odd|held|sharing)[^)]*\)/g, ' ')
    .replace(/\(\s*[^\s()]+\s*\)/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ');
  return text
    .split(' ')
    .filter(
      (token) => token !== '' && !STOPWORDS.has(token) && !FILLER.has(token) && !/^(19|20)\d{2}$/.test(token),
    );
}

/** The key two names must share to count as the same venue by name. */
export function getNameKey(name: string): string {
  return nameTokens(name).join(' ');
}

/**
 * Dice similarity (0–1) of the distinctive words of two names. Hyphenated words also count joined, so
 * "Multi-agent" meets "Multiagent" halfway.
 */
export function getNameSimilarity(a: string, b: string): number {
  const left = new Set([...nameTokens(a), ...joinedHyphenWords(a)].filter((token) => !GENERIC.has(token)));
  const right = new Set([...nameTokens(b), ...joinedHyphenWords(b)].filter((token) => !GENERIC.has(token)));
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const token of left) if (right.has(token)) shared += 1;
  return (2 * shared) / (left.size + right.size);
}

function joinedHyphenWords(name: string): string[] {
  return [...name.toLowerCase().matchAll(/\b([a-z]+)-([a-z]+)\b/g)].map((match) => `${match[1]}${match[2]}`);
}
