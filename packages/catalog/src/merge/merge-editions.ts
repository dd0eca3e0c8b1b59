import type { SourceDeadline, SourceEdition, SourceRecord } from '../importers/source-record.ts';
import type { Deadline, Disagreement, Edition } from '../model/venue.ts';
import type { SourceId } from '../sources/catalog-sources.ts';

/** Sources often differ by a minute ("23:59:00" against "23:59:59"); that is not a disagreement. */
const SAME_INSTANT_MS = 5 * 60_000;
const COMPARED_KINDS = new Set(['paper', 'abstract']);
/** Two sources' deadlines this close are the same round; farther apart, different rounds or years. */
const ROUND_WINDOW_MS = 45 * 86_400_000;
/** A gap this long between two dates of one edition means one of them belongs to another year. */
const STALE_YEAR_MS = 300 * 86_400_000;

/**
 * Merges one venue's editions across sources, given records in precedence order. Per year, the first
 * source with deadlines wins that edition; deadline kinds it lacks (notification, camera-ready…) come
 * from the next sources. Paper and abstract deadlines that differ from the winner's, round by round, are
 * disagreements.
 */
export function mergeEditions(records: SourceRecord[]): {
  editions: Edition[];
  disagreements: Disagreement[];
} {
  const byYear = new Map<number, { source: SourceId; edition: SourceEdition }[]>();
  for (const record of records) {
    for (const edition of record.editions) {
      byYear.set(edition.year, [...(byYear.get(edition.year) ?? []), { source: record.source, edition }]);
    }
  }
  const editions: Edition[] = [];
  const disagreements: Disagreement[] = [];
  for (const year of [...byYear.keys()].sort((a, b) => a - b)) {
    const versions = byYear.get(year) ?? [];
    const winner = versions.find((version) => version.edition.deadlines.length > 0) ?? versions[0];
    if (!winner) continue;
    const ordered = [winner, ...versions.filter((version) => version !== winner)];
    editions.push(buildEdition(year, ordered));
    disagreements.push(...compareDeadlines(year, ordered));
  }
  return { editions, disagreements };
}

function buildEdition(year: number, ordered: { source: SourceId; edition: SourceEdition }[]): Edition {
  const pick = <K extends 'url' | 'place' | 'dates'>(key: K) =>
    ordered.find(({ edition }) => edition[key])?.edition[key];
  const deadlines: Deadline[] = [];
  const takenKinds = new Set<string>();
  for (const { source, edition } of ordered) {
    const kinds = new Set(edition.deadlines.map((deadline) => deadline.kind));
    for (const deadline of edition.deadlines) {
      if (!takenKinds.has(deadline.kind)) deadlines.push(toDeadline(deadline, source));
    }
    for (const kind of kinds) takenKinds.add(kind);
  }
  deadlines.sort((a, b) => a.at.localeCompare(b.at) || a.kind.localeCompare(b.kind));
  dropLateAbstracts(deadlines);
  const url = pick('url');
  const place = pick('place');
  const dates = pick('dates');
  return {
    year,
    ...(url ? { url } : {}),
    ...(place ? { place } : {}),
    ...(dates ? { dates: { ...dates } } : {}),
    deadlines,
    source: ordered[0]?.source ?? 'curated',
  };
}

/**
 * An abstract deadline comes before a paper deadline it registers for. One after every paper deadline
 * of its edition, by less than ~10 months, is a registration or conference date a source filed as
 * "abstract" (ESANN, CPAL and IEEE CEC 2026 did so) and would send a reminder for a date with nothing
 * to submit. About a year after, it is the paper date that is stale (copied from the previous edition:
 * EuroVis, IJCAR and ISSRE 2026), and the abstract is the one date that is right, so it stays.
 */
function dropLateAbstracts(deadlines: Deadline[]): void {
  const lastPaper = deadlines.filter((deadline) => deadline.kind === 'paper').at(-1)?.at;
  if (lastPaper === undefined) return;
  for (let i = deadlines.length - 1; i >= 0; i--) {
    const deadline = deadlines[i]!;
    const after = Date.parse(deadline.at) - Date.parse(lastPaper);
    if (deadline.kind === 'abstract' && after > 0 && after < STALE_YEAR_MS) deadlines.splice(i, 1);
  }
}

function toDeadline(deadline: SourceDeadline, source: SourceId): Deadline {
  return {
    kind: deadline.kind,
    at: deadline.at,
    timezone: deadline.timezone,
    ...(deadline.comment ? { comment: deadline.comment } : {}),
    source,
  };
}

/**
 * Compares every round, not only the first: each other source's paper or abstract deadline is paired with
 * the nearest one of that kind from the source the edition took the kind from. Within ROUND_WINDOW_MS it is the same round, and a different
 * instant is a disagreement (`editions.2025.paper`, then `editions.2025.paper.round2`…). Farther from all
 * of them, it is a round the winner does not list (`editions.2025.paper.unlisted`), kept so it can be shown.
 */
function compareDeadlines(
  year: number,
  ordered: { source: SourceId; edition: SourceEdition }[],
): Disagreement[] {
  const disagreements: Disagreement[] = [];
  for (const kind of COMPARED_KINDS) {
    // The edition takes each kind from the first source that has it (see buildEdition).
    const winner = ordered.find(({ edition }) =>
      edition.deadlines.some((deadline) => deadline.kind === kind),
    );
    if (!winner) continue;
    const others = ordered.filter((version) => version !== winner);
    const rounds = instants(winner.edition.deadlines, kind);
    const byRound = rounds.map(() => new Map<SourceId, string>());
    const unlisted = new Map<SourceId, string>();
    for (const { source, edition } of others) {
      for (const at of instants(edition.deadlines, kind)) {
        const round = nearest(rounds, at);
        if (round === undefined || distance(rounds[round]!, at) > ROUND_WINDOW_MS) {
          if (!unlisted.has(source)) unlisted.set(source, at);
        } else if (!byRound[round]!.has(source)) {
          byRound[round]!.set(source, at);
        }
      }
    }
    byRound.forEach((others, index) => {
      const differs = [...others.values()].some((at) => distance(rounds[index]!, at) > SAME_INSTANT_MS);
      if (!differs) return;
      disagreements.push({
        field: `editions.${year}.${kind}${index === 0 ? '' : `.round${index + 1}`}`,
        chosen: winner.source,
        values: [
          { source: winner.source, value: rounds[index]! },
          ...[...others].map(([source, value]) => ({ source, value })),
        ],
      });
    });
    if (unlisted.size > 0) {
      disagreements.push({
        field: `editions.${year}.${kind}.unlisted`,
        chosen: winner.source,
        values: [...unlisted].map(([source, value]) => ({ source, value })),
      });
    }
  }
  return disagreements;
}

function instants(deadlines: SourceDeadline[], kind: string): string[] {
  return deadlines
    .filter((deadline) => deadline.kind === kind)
    .map((deadline) => deadline.at)
    .sort();
}

function nearest(rounds: string[], at: string): number | undefined {
  let best: number | undefined;
  rounds.forEach((round, index) => {
    if (best === undefined || distance(round, at) < distance(rounds[best]!, at)) best = index;
  });
  return best;
}

function distance(a: string, b: string): number {
  return Math.abs(Date.parse(a) - Date.parse(b));
}
