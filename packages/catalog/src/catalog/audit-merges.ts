import { getAcronymKeys } from '../merge/normalize-acronym.ts';
import { nameTokens } from '../merge/normalize-name.ts';
import type { Catalog, Venue } from '../model/venue.ts';
import { findDeadlinesOutsideEdition } from './find-deadlines-outside-edition.ts';
import { findRanksWithoutListRow } from './find-ranks-without-list-row.ts';
import { MERGE_FINDING_KINDS, type MergeFinding, type MergeFindingKind } from './merge-finding.ts';

export { MERGE_FINDING_KINDS, type MergeFinding, type MergeFindingKind } from './merge-finding.ts';

/**
 * A finding someone checked and left as it is, with the reason (curated/reviewed-merges.yaml); or, with
 * kind `merged`, a venue id deliberately retired into another (`venueIds: [retired, survivor]`).
 */
export interface ReviewedMerge {
  kind: MergeFindingKind | 'merged';
  venueIds: string[];
  alias?: string;
  reason: string;
}

/**
 * Words a venue's name gains or loses between sources without becoming another venue ("Symposium on
 * Engineering Interactive Computing Systems" is EICS with or without "Symposium"). "Workshop", "Journal"
 * and "Transactions" are not among them: ISIT and ITW, TOIS and Information Systems are different venues.
 */
const INTERCHANGEABLE = new Set(['conference', 'symposium', 'meeting', 'the']);

/**
 * Lists likely duplicates and suspicious merges in a built catalog, most certain kinds first. Pure and
 * deterministic: findings are sorted, and each pair is reported once per kind.
 */
export function auditMerges(catalog: Catalog): MergeFinding[] {
  const findings = [
    ...findSameDblp(catalog.venues),
    ...findSimilarNames(catalog.venues),
    ...findSameAcronyms(catalog.venues),
    ...findAcronymParts(catalog.venues),
    ...findUnrelatedAliases(catalog.venues),
    ...findRanksWithoutListRow(catalog.venues),
    ...findDeadlinesOutsideEdition(catalog.venues),
  ];
  return findings.sort(
    (a, b) =>
      MERGE_FINDING_KINDS.indexOf(a.kind) - MERGE_FINDING_KINDS.indexOf(b.kind) ||
      a.venueIds.join().localeCompare(b.venueIds.join()),
  );
}

/** Splits findings into those a review already explains and those still open. */
export function applyReviews(
  findings: MergeFinding[],
  reviews: ReviewedMerge[],
): { open: MergeFinding[]; reviewed: { finding: MergeFinding; reason: string }[]; unused: ReviewedMerge[] } {
  const keyOf = (item: { kind: string; venueIds: string[]; alias?: string }) =>
    `${item.kind}|${[...item.venueIds].sort().join('|')}|${item.alias ?? ''}`;
  // `merged` entries explain ids lost between imports (listLostVenues), not findings.
  const findingReviews = reviews.filter((review) => review.kind !== 'merged');
  const byKey = new Map(findingReviews.map((review) => [keyOf(review), review]));
  const used = new Set<ReviewedMerge>();
  const open: MergeFinding[] = [];
  const reviewed: { finding: MergeFinding; reason: string }[] = [];
  for (const finding of findings) {
    const review = byKey.get(keyOf(finding));
    if (review) {
      used.add(review);
      reviewed.push({ finding, reason: review.reason });
    } else {
      open.push(finding);
    }
  }
  return { open, reviewed, unused: findingReviews.filter((review) => !used.has(review)) };
}

function findSameDblp(venues: Venue[]): MergeFinding[] {
  const byDblp = groupBy(venues, (venue) => (venue.dblp ? [venue.dblp.toLowerCase()] : []));
  return [...byDblp].flatMap(([dblp, group]) =>
    group.length > 1
      ? [{ kind: 'same-dblp' as const, venueIds: ids(group), detail: `dblp key ${dblp}` }]
      : [],
  );
}

function findSimilarNames(venues: Venue[]): MergeFinding[] {
  const findings: MergeFinding[] = [];
  // Only venues that share a word can be alike; comparing those pairs keeps this fast.
  const byToken = groupBy(venues, (venue) => [...new Set(nameTokens(venue.name))]);
  const seen = new Set<string>();
  for (const group of byToken.values()) {
    if (group.length > 200) continue; // "computing", "systems": shared by too many to mean anything
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        const [a, b] = [group[i]!, group[j]!];
        const pair = ids([a, b]);
        const key = pair.join('|');
        if (seen.has(key) || a.type !== b.type) continue;
        seen.add(key);
        if (isNearIdentical(a.name, b.name)) {
          findings.push({ kind: 'similar-name', venueIds: pair, detail: `"${a.name}" / "${b.name}"` });
        }
      }
    }
  }
  return findings;
}

function findSameAcronyms(venues: Venue[]): MergeFinding[] {
  const byAcronym = groupBy(venues, (venue) => {
    const key = acronymKey(venue.acronym);
    return key ? [`${venue.type}|${key}`] : [];
  });
  return [...byAcronym].flatMap(([key, group]) =>
    group.length > 1
      ? [
          {
            kind: 'same-acronym' as const,
            venueIds: ids(group),
            detail: `${key.split('|')[1]}: ${group.map((venue) => `"${venue.name}"`).join(' / ')}`,
          },
        ]
      : [],
  );
}

/** `AACL-IJCNLP` beside `AACL` or `IJCNLP`: a joint event, or one venue under two ids. */
function findAcronymParts(venues: Venue[]): MergeFinding[] {
  const byKey = groupBy(venues, (venue) => {
    const key = acronymKey(venue.acronym);
    return key ? [`${venue.type}|${key}`] : [];
  });
  return venues.flatMap((venue) => {
    const parts = venue.acronym
      .split(/[-/&+\s]+/)
      .map(acronymKey)
      .filter((part) => part.length >= 2);
    if (parts.length < 2) return [];
    const others = [...new Set(parts.flatMap((part) => byKey.get(`${venue.type}|${part}`) ?? []))].filter(
      (other) => other !== venue,
    );
    return others.length > 0
      ? [
          {
            kind: 'acronym-part' as const,
            venueIds: ids([venue, ...others]),
            detail: `${venue.acronym} contains ${others.map((other) => other.acronym).join(', ')}`,
          },
        ]
      : [];
  });
}

/**
 * An alias that is no spelling of the venue's acronym is a former name (WDAG for DISC), or the mark of
 * two venues' records merged into one (COMAD's into SIGMOD, ICISC's into Inscrypt).
 */
function findUnrelatedAliases(venues: Venue[]): MergeFinding[] {
  const owners = groupBy(venues, (venue) => {
    const key = acronymKey(venue.acronym);
    return key ? [key] : [];
  });
  return venues.flatMap((venue) =>
    venue.aliases.flatMap((alias) => {
      if (isSpellingOf(alias, venue.acronym)) return [];
      const others = (owners.get(acronymKey(alias)) ?? []).filter((other) => other !== venue);
      const owned = others.length > 0 ? `, the acronym of ${others.map((other) => other.id).join(', ')}` : '';
      return [
        { kind: 'unrelated-alias' as const, venueIds: [venue.id], alias, detail: `alias "${alias}"${owned}` },
      ];
    }),
  );
}

/** The compact acronym without a bracketed remark: `HOTCHIPS (HCS)` → `hotchips`. */
function acronymKey(acronym: string): string {
  return getAcronymKeys(acronym.replace(/\([^)]*\)/g, ' '))[0] ?? '';
}

/** `SIGKDD`/`KDD`, and an acronym that extends the other (`APWeb-WAIM`/`APWeb`). */
function isSpellingOf(alias: string, acronym: string): boolean {
  const own = getAcronymKeys(acronym);
  return getAcronymKeys(alias).some((key) =>
    own.some((other) => key.startsWith(other) || other.startsWith(key)),
  );
}

/** The same words once organisers, ordinals, years and interchangeable words are set aside. */
function isNearIdentical(a: string, b: string): boolean {
  const words = (name: string) =>
    [...new Set(nameTokens(name).filter((token) => !INTERCHANGEABLE.has(token)))].sort();
  const left = words(a);
  const right = words(b);
  return left.length >= 2 && left.join(' ') === right.join(' ');
}

function groupBy(venues: Venue[], keysOf: (venue: Venue) => string[]): Map<string, Venue[]> {
  const groups = new Map<string, Venue[]>();
  for (const venue of venues) {
    for (const key of keysOf(venue)) groups.set(key, [...(groups.get(key) ?? []), venue]);
  }
  return groups;
}

function ids(venues: Venue[]): string[] {
  return venues.map((venue) => venue.id).sort();
}
