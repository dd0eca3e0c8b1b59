import { isMainTrack } from '../deadlines/is-main-track.ts';
import type { SourceDeadline, SourceEdition, SourceRecord } from '../importers/source-record.ts';
import type { Deadline, Disagreement, Edition } from '../model/venue.ts';
import type { SourceId } from '../sources/catalog-sources.ts';
import { slugify } from './slugify.ts';

/** Sources often differ by a minute ("23:59:00" against "23:59:59"); that is not a disagreement. */
export const SAME_INSTANT_MS = 5 * 60_000;
/** Two sources' deadlines this close are the same round; farther apart, different rounds or years. */
const ROUND_WINDOW_MS = 45 * 86_400_000;
/** A gap this long between two dates of one edition means one of them belongs to another year. */
const STALE_YEAR_MS = 300 * 86_400_000;
const DAY_MS = 86_400_000;

interface Version {
  source: SourceId;
  edition: SourceEdition;
}

/**
 * Merges one venue's editions across sources, given records in precedence order. A deadline after its
 * edition's conference belongs to the next edition and moves there. Per year, the first source with
 * deadlines wins that edition; each kind and track of deadline (notification, the short-paper call…) it
 * lacks comes from the next sources. Every other source's deadline is compared with the one of its kind,
 * track and round the edition shows: a different instant is a disagreement, so nothing is dropped unseen.
 */
export function mergeEditions(records: SourceRecord[]): {
  editions: Edition[];
  disagreements: Disagreement[];
} {
  const byYear = groupByEdition(records);
  const editions: Edition[] = [];
  const disagreements: Disagreement[] = [];
  for (const year of [...byYear.keys()].sort((a, b) => a - b)) {
    const versions = byYear.get(year) ?? [];
    const winner = versions.find((version) => version.edition.deadlines.length > 0) ?? versions[0];
    if (!winner) continue;
    const ordered = [winner, ...versions.filter((version) => version !== winner)];
    const { edition, late } = buildEdition(year, ordered);
    editions.push(edition);
    disagreements.push(...compareDeadlines(year, ordered), ...late);
  }
  return { editions, disagreements };
}

/**
 * Versions per year, in record order. A source's deadline later than the end of the conference it files
 * the deadline under (by the source's own ISO dates) is for the next edition: tobna files ICRA 2028's
 * September 2027 deadline under ICRA 2027, which meets in May 2027. Dates in another year than the
 * edition's are a copy error (hci-deadlines' IMWUT 2026 "starts" in October 2025) and move nothing.
 */
function groupByEdition(records: SourceRecord[]): Map<number, Version[]> {
  const byYear = new Map<number, Version[]>();
  for (const record of records) {
    const own = new Map(
      record.editions.map((edition) => [edition.year, { ...edition, deadlines: [] as SourceDeadline[] }]),
    );
    for (const edition of record.editions) {
      const end = getConferenceEnd(edition);
      for (const deadline of edition.deadlines) {
        const year = end !== undefined && Date.parse(deadline.at) > end ? edition.year + 1 : edition.year;
        const target = own.get(year) ?? { year, deadlines: [] };
        own.set(year, target);
        target.deadlines.push(deadline);
      }
    }
    for (const edition of own.values()) {
      const version = {
        source: record.source,
        edition: { ...edition, deadlines: withoutLoneTrack(edition.deadlines) },
      };
      byYear.set(edition.year, [...(byYear.get(edition.year) ?? []), version]);
    }
  }
  return byYear;
}

/** The instant after which a deadline cannot be for this edition: a day's slack past its last day. */
function getConferenceEnd(edition: SourceEdition): number | undefined {
  const day = edition.dates?.end ?? edition.dates?.start;
  if (!day?.startsWith(String(edition.year))) return undefined;
  return Date.parse(`${day}T00:00:00Z`) + 2 * DAY_MS;
}

/**
 * A track means something only beside another: ISCA's "full paper deadline" next to its abstract
 * deadline is simply the paper deadline. With one named track or none, tracks are dropped.
 */
function withoutLoneTrack(deadlines: SourceDeadline[]): SourceDeadline[] {
  const tracks = new Set(deadlines.flatMap((deadline) => (deadline.track ? [deadline.track] : [])));
  if (tracks.size > 1) return deadlines;
  return deadlines.map(({ track: _track, ...deadline }) => deadline);
}

/** Deadlines of one kind and call: the main call (no track, "full papers"…) is one key. */
function keyOf(deadline: SourceDeadline): string {
  return `${deadline.kind}|${isMainTrack(deadline.track) ? '' : deadline.track}`;
}

function buildEdition(year: number, ordered: Version[]): { edition: Edition; late: Disagreement[] } {
  const pick = <K extends 'url' | 'place' | 'dates'>(key: K) =>
    ordered.find(({ edition }) => edition[key])?.edition[key];
  const deadlines: Deadline[] = [];
  const takenKeys = new Set<string>();
  for (const { source, edition } of ordered) {
    const keys = new Set(edition.deadlines.map(keyOf));
    for (const deadline of edition.deadlines) {
      if (!takenKeys.has(keyOf(deadline))) deadlines.push(toDeadline(deadline, source));
    }
    for (const key of keys) takenKeys.add(key);
  }
  deadlines.sort((a, b) => a.at.localeCompare(b.at) || a.kind.localeCompare(b.kind));
  const late = takeLateAbstracts(year, deadlines);
  const url = pick('url');
  const place = pick('place');
  const dates = pick('dates');
  return {
    edition: {
      year,
      ...(url ? { url } : {}),
      ...(place ? { place } : {}),
      ...(dates ? { dates: { ...dates } } : {}),
      deadlines,
      source: ordered[0]?.source ?? 'curated',
    },
    late,
  };
}

/**
 * An abstract deadline comes before a paper deadline it registers for. One after every paper deadline
 * of its edition, by less than ~10 months, is a registration or conference date a source filed as
 * "abstract" (ESANN, CPAL and IEEE CEC 2026), or the two dates swapped (FMCAD 2026): it would send a
 * reminder for a date with nothing to submit, so it leaves the deadlines and is kept as a disagreement
 * (`editions.YEAR.abstract.after-paper`) beside the paper date. About a year after, it is the paper date
 * that is stale (copied from the previous edition: EuroVis, IJCAR and ISSRE 2026), and the abstract stays.
 */
function takeLateAbstracts(year: number, deadlines: Deadline[]): Disagreement[] {
  const lastPaper = deadlines.filter((deadline) => deadline.kind === 'paper').at(-1);
  if (lastPaper === undefined) return [];
  const late: Disagreement[] = [];
  for (let i = deadlines.length - 1; i >= 0; i--) {
    const deadline = deadlines[i]!;
    const after = Date.parse(deadline.at) - Date.parse(lastPaper.at);
    if (deadline.kind !== 'abstract' || after <= 0 || after >= STALE_YEAR_MS) continue;
    deadlines.splice(i, 1);
    late.unshift({
      field: `editions.${year}.abstract.after-paper`,
      chosen: lastPaper.source,
      values: [
        { source: lastPaper.source, value: lastPaper.at },
        { source: deadline.source, value: deadline.at },
      ],
    });
  }
  return late;
}

function toDeadline(deadline: SourceDeadline, source: SourceId): Deadline {
  return {
    kind: deadline.kind,
    at: deadline.at,
    timezone: deadline.timezone,
    ...(deadline.comment ? { comment: deadline.comment } : {}),
    ...(deadline.track ? { track: deadline.track } : {}),
    source,
  };
}

/**
 * Compares every kind, call and round: each other source's deadline is paired with the nearest one of the
 * same kind and call from the source the edition took it from. Within ROUND_WINDOW_MS it is the same
 * round, and a different instant is a disagreement (`editions.2025.paper`, then `…paper.round2`; a named
 * call adds its slug: `…paper.short-papers`). Farther from all of them, it is a round the winner does not
 * list (`editions.2025.paper.unlisted`), kept so it can be shown.
 */
function compareDeadlines(year: number, ordered: Version[]): Disagreement[] {
  const disagreements: Disagreement[] = [];
  const keys = [...new Set(ordered.flatMap(({ edition }) => edition.deadlines.map(keyOf)))];
  for (const key of keys) {
    // The edition takes each kind and call from the first source that has it (see buildEdition).
    const winner = ordered.find(({ edition }) =>
      edition.deadlines.some((deadline) => keyOf(deadline) === key),
    );
    if (!winner) continue;
    const [kind, track] = key.split('|') as [string, string];
    const field = `editions.${year}.${kind}${track ? `.${slugify(track)}` : ''}`;
    const rounds = instants(winner.edition.deadlines, key);
    const byRound = rounds.map(() => [] as { source: SourceId; value: string }[]);
    const unlisted: { source: SourceId; value: string }[] = [];
    for (const { source, edition } of ordered.filter((version) => version !== winner)) {
      for (const at of instants(edition.deadlines, key)) {
        const round = nearest(rounds, at);
        if (round === undefined || distance(rounds[round]!, at) > ROUND_WINDOW_MS)
          unlisted.push({ source, value: at });
        else byRound[round]!.push({ source, value: at });
      }
    }
    byRound.forEach((others, index) => {
      if (!others.some(({ value }) => distance(rounds[index]!, value) > SAME_INSTANT_MS)) return;
      disagreements.push({
        field: `${field}${index === 0 ? '' : `.round${index + 1}`}`,
        chosen: winner.source,
        values: [{ source: winner.source, value: rounds[index]! }, ...others],
      });
    });
    if (unlisted.length > 0) {
      disagreements.push({ field: `${field}.unlisted`, chosen: winner.source, values: unlisted });
    }
  }
  return disagreements;
}

function instants(deadlines: SourceDeadline[], key: string): string[] {
  return deadlines
    .filter((deadline) => keyOf(deadline) === key)
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
