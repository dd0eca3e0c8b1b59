// `npm run match -- --in FILE --out FILE [--top N]`: ranks the whole catalog for each paper of a JSON
// Lines file (optionally gzipped), with the same code the API uses. Timing goes to stderr.
import { writeFileSync } from 'node:fs';
import { parseCli } from './lib/parse-cli.ts';
import { openMatcher } from './lib/open-matcher.ts';
import { readJsonLines } from './lib/read-json-lines.ts';

const usage = 'npm run match -- --in FILE --out FILE [--top N]';
const args = parseCli(usage, ['in', 'out', 'top']);
const top = Number(args.top ?? 20);
if (!args.in || !args.out || !Number.isInteger(top) || top < 1) {
  console.error(`usage: ${usage}`);
  process.exit(2);
}
const started = performance.now();
const { venues, matcher } = await openMatcher();
const byId = new Map(venues.map((venue) => [venue.id, venue]));
const loaded = performance.now();
const rows = readJsonLines(args.in) as Record<string, unknown>[];
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const lines = rows.map((row) => {
  const keywords = Array.isArray(row.keywords)
    ? row.keywords.filter((item): item is string => typeof item === 'string')
    : [];
  const result = matcher.match(
    { title: text(row.title), abstract: text(row.abstract), theme: text(row.theme), keywords },
    { top },
  );
  return JSON.stringify({
    id: row.id,
    coverage: result.coverage,
    venues: result.venues.map((match) => {
      const venue = byId.get(match.venueId)!;
      return {
        id: venue.id,
        acronym: venue.acronym,
        name: venue.name,
        type: venue.type,
        relevance: match.relevance,
        score: match.score,
        evidence: match.evidence,
      };
    }),
  });
});
writeFileSync(args.out, lines.length > 0 ? `${lines.join('\n')}\n` : '');
const finished = performance.now();
console.error(
  `matched ${rows.length} papers in ${((finished - loaded) / 1000).toFixed(2)} s ` +
    `(${rows.length > 0 ? ((finished - loaded) / rows.length).toFixed(2) : '0'} ms each); loading took ${((loaded - started) / 1000).toFixed(2)} s`,
);
