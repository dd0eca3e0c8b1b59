/**
 * A keyword list as papers print it ("a, b; c", "a · b · c", "a — b") to its keywords, each trimmed,
 * with a closing full stop removed and blanks dropped.
 */
export function splitKeywords(text: string): string[] {
  return text
    .split(/\s*(?:[,;·•]|\s[—–]\s)\s*/u)
    .map((keyword) => keyword.replace(/\s+/gu, ' ').replace(/\.$/u, '').trim())
    .filter((keyword) => keyword !== '');
}
