/**
 * Publishers and societies that run many venues. ICORE files USENIX ATC under the acronym "USENIX"; kept
 * as an alias, it made ATC the exact answer to a search for "USENIX" ahead of USENIX Security, OSDI and
 * FAST. AAAI and Eurographics are also conferences, so they are not listed.
 */
const ORGANISATIONS = new Set(['acm', 'ieee', 'ieee cs', 'usenix', 'ifip', 'siam', 'cvf', 'sigops', 'iacr']);

/** Whether the text is only the name of an organisation that runs several venues, not one venue's name. */
export function isOrganisationName(text: string): boolean {
  return ORGANISATIONS.has(
    text
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, ' '),
  );
}
