/** The longest slug of a title a file name takes; a whole title would make unwieldy names. */
const maxSlugLength = 60;

/** Lowercase words of `text` joined by hyphens, cut at a word boundary within the bound. */
function slugOf(text: string, notWord: RegExp): string {
  const slug = text
    .toLowerCase()
    .replace(notWord, '-')
    .replace(/^-+|-+$/g, '');
  const chars = [...slug];
  if (chars.length <= maxSlugLength) return slug;
  const cut = chars.slice(0, maxSlugLength).join('');
  if (chars[maxSlugLength] === '-') return cut;
  const lastBreak = cut.lastIndexOf('-');
  return lastBreak > 0 ? cut.slice(0, lastBreak) : cut;
}

/**
 * The names an analysis's export downloads under, from its paper title and day (UTC):
 * `venuescout-graph-neural-networks-for-traffic-2026-11-26.csv`. `ascii` is for every client (accents
 * dropped, other scripts left out); `unicode` keeps the title's letters for clients that read `filename*`.
 */
export function exportFileName(options: { title: string; createdAt: Date; extension: 'csv' | 'pdf' }) {
  const day = options.createdAt.toISOString().slice(0, 10);
  const name = (slug: string) => `venuescout-${slug || 'analysis'}-${day}.${options.extension}`;
  const unaccented = options.title.normalize('NFKD').replace(/\p{M}/gu, '');
  return {
    ascii: name(slugOf(unaccented, /[^a-z0-9]+/g)),
    unicode: name(slugOf(options.title.normalize('NFC'), /[^\p{L}\p{N}]+/gu)),
  };
}

/** An attachment header with both names (RFC 6266): `filename` for old clients, `filename*` in UTF-8. */
export function attachmentDisposition(names: { ascii: string; unicode: string }): string {
  const encoded = encodeURIComponent(names.unicode).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${names.ascii}"; filename*=UTF-8''${encoded}`;
}
