import type { DeadlineKind } from '../model/venue.ts';
import type { SourceId } from '../sources/catalog-sources.ts';
import { parseDeadlineInstant } from '../time/parse-deadline-instant.ts';
import { classifyDeadline } from './classify-deadline.ts';
import type { IssueLevel, SourceEdition, SourceImport } from './source-record.ts';
import { toWebUrl } from './to-web-url.ts';

export interface ImportCollector {
  result: SourceImport;
  /** Records that something was skipped, and why. */
  skip(level: IssueLevel, ref: string, reason: string): void;
  /** Parses one published deadline into the edition, or reports why it could not. */
  addDeadline(
    edition: SourceEdition,
    ref: string,
    deadline: { kind: DeadlineKind; raw: unknown; timezone: string | undefined; comment?: string },
  ): void;
  /** Reads a venue or edition address: absolute http(s) only; any other value is reported and dropped. */
  readUrl(value: unknown, ref: string): string | undefined;
}

/** Creates the accumulator an importer fills while it reads one source folder. */
export function createImportCollector(source: SourceId): ImportCollector {
  const result: SourceImport = {
    source,
    records: [],
    annotations: [],
    rankRows: [],
    issues: [],
    deadlinesParsed: 0,
  };
  const skip = (level: IssueLevel, ref: string, reason: string) => {
    result.issues.push({ source, level, ref, reason });
  };
  return {
    result,
    skip,
    addDeadline(edition, ref, { kind: filedAs, raw, timezone, comment }) {
      const parsed = parseDeadlineInstant(raw, timezone);
      if (!parsed.ok) {
        skip('value', `${ref} ${filedAs}`, parsed.reason);
        return;
      }
      // Sources file abstract registrations and workshop calls as paper deadlines; the remark says which.
      const { kind, track } = classifyDeadline(filedAs, comment);
      const duplicate = edition.deadlines.some(
        (known) => known.kind === kind && known.at === parsed.at && known.track === track,
      );
      if (duplicate) return;
      result.deadlinesParsed += 1;
      edition.deadlines.push({
        kind,
        at: parsed.at,
        timezone: parsed.timezone,
        ...(comment ? { comment } : {}),
        ...(track ? { track } : {}),
      });
    },
    readUrl(value, ref) {
      const text = readText(value);
      if (text === undefined) return undefined;
      const url = toWebUrl(text);
      if (url === undefined) skip('value', ref, `url "${text}" is not an absolute http(s) address`);
      return url;
    },
  };
}

/** Reads a scalar as trimmed text; numbers become text, everything else is absent. */
export function readText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.replace(/\s+/g, ' ').trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Reads a positive number, accepting numeric text. */
export function readPositiveNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : undefined;
}

/** Reads a plausible edition year. */
export function readYear(value: unknown): number | undefined {
  const year = readPositiveNumber(value);
  return year !== undefined && Number.isInteger(year) && year >= 1950 && year <= 2100 ? year : undefined;
}

/** Reads an object-shaped YAML node, or nothing. */
export function readObject(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** Reads an ISO date (`YYYY-MM-DD`) that is a real calendar day. */
export function readIsoDate(value: unknown): string | undefined {
  const text = readText(value);
  const match = text ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  if (!match) return undefined;
  const date = new Date(`${match[0]}T00:00:00Z`);
  return !isNaN(date.getTime()) && date.toISOString().startsWith(match[0]) ? match[0] : undefined;
}
