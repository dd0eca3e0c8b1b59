import type { Catalog } from '../model/venue.ts';

/**
 * Writes the catalog as JSON that diffs well and stays small: one line per venue field, and one line per
 * edition, with values compact. Key order is the order the venue objects were built in, so equal input
 * gives byte-identical output.
 */
export function serializeCatalog(catalog: Catalog): string {
  const venues = catalog.venues.map((venue) => {
    const fields = Object.entries(venue).map(([key, value]) => {
      if (key === 'editions' && Array.isArray(value) && value.length > 0) {
        const editions = value.map((edition) => `      ${JSON.stringify(edition)}`).join(',\n');
        return `    "editions": [\n${editions}\n    ]`;
      }
      return `    ${JSON.stringify(key)}: ${JSON.stringify(value)}`;
    });
    return `  {\n${fields.join(',\n')}\n  }`;
  });
  return `{"venues": [\n${venues.join(',\n')}\n]}\n`;
}
