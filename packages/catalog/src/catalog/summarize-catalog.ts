import { AREA_TAXONOMY } from '@venuescout/contracts';
import { getDeadlineStatus } from '../deadlines/get-deadline-status.ts';
import { listUpcomingDeadlines, type UpcomingDeadline } from '../deadlines/list-upcoming-deadlines.ts';
import type { IssueLevel } from '../importers/source-record.ts';
import type { Catalog } from '../model/venue.ts';
import type { SourceId } from '../sources/catalog-sources.ts';
import type { CatalogReport } from './build-catalog.ts';

export interface SkippedGroup {
  source: SourceId;
  level: IssueLevel;
  reason: string;
  count: number;
  examples: string[];
}

export interface CatalogSummary {
  venues: number;
  byType: Record<string, number>;
  byArea: Record<string, number>;
  deadlinesParsed: number;
  deadlinesInCatalog: number;
  nextDeadline: Record<'known' | 'estimated' | 'rolling' | 'tba', number>;
  upcoming: UpcomingDeadline[];
  skipped: SkippedGroup[];
  disagreements: number;
  mergeNotes: number;
}

/** Summarises an import: venue counts by type and area, deadlines, next-deadline coverage, skipped records. */
export function summarizeCatalog(catalog: Catalog, report: CatalogReport, now: Date): CatalogSummary {
  const { venues } = catalog;
  const byType: Record<string, number> = {};
  const byArea: Record<string, number> = Object.fromEntries(AREA_TAXONOMY.map((area) => [area.slug, 0]));
  const nextDeadline = { known: 0, estimated: 0, rolling: 0, tba: 0 };
  for (const venue of venues) {
    byType[venue.type] = (byType[venue.type] ?? 0) + 1;
    for (const area of venue.areas) byArea[area] = (byArea[area] ?? 0) + 1;
    nextDeadline[getDeadlineStatus(venue, now).status] += 1;
  }
  return {
    venues: venues.length,
    byType,
    byArea,
    deadlinesParsed: Object.values(report.deadlinesParsed).reduce((sum, count) => sum + count, 0),
    deadlinesInCatalog: venues.reduce(
      (sum, venue) => sum + venue.editions.reduce((n, e) => n + e.deadlines.length, 0),
      0,
    ),
    nextDeadline,
    upcoming: listUpcomingDeadlines(venues, now, { withinDays: 90 }),
    skipped: groupSkipped(report),
    disagreements: venues.reduce((sum, venue) => sum + (venue.disagreements?.length ?? 0), 0),
    mergeNotes: report.notes.length,
  };
}

function groupSkipped(report: CatalogReport): SkippedGroup[] {
  const groups = new Map<string, SkippedGroup>();
  for (const issue of report.issues) {
    // Quoted values differ per record ("unreadable date "mid-May""); the reason around them groups.
    const reason = issue.reason.replace(/"[^"]*"/g, '"…"');
    const key = `${issue.source}|${issue.level}|${reason}`;
    const group = groups.get(key) ?? {
      source: issue.source,
      level: issue.level,
      reason,
      count: 0,
      examples: [],
    };
    group.count += 1;
    if (group.examples.length < 2) group.examples.push(issue.ref);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || a.source.localeCompare(b.source));
}
