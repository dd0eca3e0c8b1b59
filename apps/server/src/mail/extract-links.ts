const urlPattern = /https?:\/\/[^\s"'<>]+/g;

/** Returns the distinct absolute URLs in a text, in order of first appearance. */
export function extractLinks(text: string): string[] {
  const links = new Set<string>();
  for (const match of text.matchAll(urlPattern)) {
    // Trailing punctuation belongs to the sentence, not the URL.
    links.add(match[0].replace(/[.,;:!?)\]]+$/, '').replaceAll('&amp;', '&'));
  }
  return [...links];
}
