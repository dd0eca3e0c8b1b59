import {
  backtestEstimator,
  getEstimateErrorBands,
  listDeadlineChanges,
  loadReviewedMerges,
  readCuratedSourceFiles,
  type SourceId,
  type Venue,
} from '@venuescout/catalog';
import type { Db } from '@venuescout/db';
import type { Logger } from '../lib/logger.ts';
import { loadVenues } from '../venues/load-venues.ts';
import { getCatalogChecksum, readCatalogVersion } from '../venues/seed-catalog.ts';
import { applyRefresh } from './apply-refresh.ts';
import { checksumOf, readLastGoodFiles, type LastGood } from './read-last-good-files.ts';
import type { ReadSource, RefreshSource } from './read-source.ts';
import type { Candidate } from './candidate.ts';
import type { RefreshReport, RefreshStatus, SourceReport } from './refresh-report.ts';
import { stageCatalog } from './stage-catalog.ts';
import { storeRefreshReport } from './store-refresh-report.ts';

/** How many changes the stored report lists one by one; the counts cover all of them. */
const listedChanges = 50;

/**
 * Refreshes the catalog: reads each source (one at a time, so one archive is in memory at once), stages a
 * catalog from the new files and every other source's last good files, checks it against the catalog
 * the database serves, and applies it in one transaction with the deadline changes it brings. A source
 * that fails is reported and keeps its last good files; the others apply. Callers run one refresh at a
 * time across processes (see `runCatalogRefresh`); the apply step also refuses to overwrite a catalog
 * another process wrote meanwhile.
 */
export async function refreshCatalog(options: {
  db: Db;
  sources: RefreshSource[];
  readSource: ReadSource;
  /** Where a source with no stored files yet takes its last good ones (the release's snapshot). */
  baselineDir: string | null;
  trigger: RefreshReport['trigger'];
  logger: Logger;
  now: Date;
}): Promise<RefreshReport> {
  const { db, sources, readSource, baselineDir, trigger, logger, now } = options;
  const startedAt = new Date();
  const started = performance.now();
  const baseVersion = await readCatalogVersion(db);
  const previous = await loadVenues(db);
  const lastGood = await readLastGoodFiles({ db, ids: sources.map((source) => source.id), baselineDir });

  const reports: SourceReport[] = [];
  const candidates = new Map<SourceId, Candidate>();
  for (const source of sources) {
    const report = await readOne(source, lastGood.get(source.id) ?? null, readSource, candidates);
    reports.push(report);
    if (report.outcome === 'failed')
      logger.warn({ source: source.id, reason: report.reason }, 'catalog source failed');
  }
  const report: RefreshReport = {
    refreshId: null,
    trigger,
    status: 'unchanged',
    startedAt: startedAt.toISOString(),
    finishedAt: '',
    ms: 0,
    sources: reports,
    venues: { before: previous.length, after: previous.length, added: [], merged: [], retired: [] },
    deadlines: { published: 0, moved: 0, extended: 0, changes: [] },
    violations: [],
    alertsSent: null,
  };
  const finish = (status: RefreshStatus) => {
    report.status = status;
    report.finishedAt = new Date().toISOString();
    report.ms = Math.round(performance.now() - started);
    return report;
  };

  const staged = stageCatalog({
    curated: await readCuratedSourceFiles(),
    lastGood: new Map([...lastGood].map(([id, good]) => [id, good.files])),
    candidates: new Map([...candidates].map(([id, candidate]) => [id, candidate.files])),
    previous,
    reviewedMerges: await loadReviewedMerges(),
  });
  for (const { id, reasons } of staged.rejected) {
    const line = reports.find((entry) => entry.id === id)!;
    line.outcome = 'rejected';
    line.reason =
      reasons.slice(0, 3).join('; ') + (reasons.length > 3 ? ` (and ${reasons.length - 3} more)` : '');
    report.violations.push(...reasons.map((reason) => `${id}: ${reason}`));
  }
  report.violations.push(
    ...staged.baseViolations.map((violation) => `last good files: ${violation.message}`),
  );
  const accepted = new Map(staged.accepted.map((id) => [id, candidates.get(id)!]));
  const next = staged.venues;
  if (accepted.size === 0 || getCatalogChecksum(next) === baseVersion) {
    // Failed: nothing could be applied at all, or no source could be read; a source that failed among
    // others that read fine leaves the catalog unchanged, and its own line says why.
    const read = reports.filter((line) => line.outcome !== 'pinned');
    const isNothingRead =
      read.length > 0 && read.every((line) => ['failed', 'rejected'].includes(line.outcome));
    const status = staged.baseViolations.length > 0 || isNothingRead ? 'failed' : 'unchanged';
    // Files that changed without changing the catalog (a comment, an unused field) are still good ones.
    await storeRefreshReport({ db, report: finish(status), accepted, now });
    return report;
  }

  describeVenueChanges(report, previous, next, staged.merges);
  const errorBands = getEstimateErrorBands(backtestEstimator(previous));
  const changes = listDeadlineChanges({ previous, next, now, errorBands });
  for (const change of changes) report.deadlines[change.change] += 1;
  report.deadlines.changes = changes.slice(0, listedChanges);
  const applied = await applyRefresh({
    db,
    baseVersion,
    venues: next,
    changes,
    report: finish('applied'),
    accepted,
    now,
  });
  if (!applied) {
    report.violations.push('another process applied a catalog while this refresh ran; nothing was written');
    await storeRefreshReport({ db, report: finish('superseded'), accepted: new Map(), now });
  }
  logger.info(
    { status: report.status, ms: report.ms, ...report.deadlines, changes: undefined },
    'catalog refresh finished',
  );
  return report;
}

async function readOne(
  source: RefreshSource,
  last: LastGood | null,
  readSource: ReadSource,
  candidates: Map<SourceId, Candidate>,
): Promise<SourceReport> {
  const started = performance.now();
  const line: SourceReport = { id: source.id, url: source.url, outcome: 'pinned', ms: 0 };
  const read = await readSource(source, last ? { etag: last.etag } : null).catch((error: unknown) => ({
    outcome: 'failed' as const,
    reason: `unexpected error: ${error instanceof Error ? error.message : String(error)}`,
  }));
  line.ms = Math.round(performance.now() - started);
  if (read.outcome === 'pinned') return line;
  if (read.outcome === 'failed') return { ...line, outcome: 'failed', reason: read.reason };
  if (read.outcome === 'unchanged')
    return { ...line, outcome: 'unchanged', commit: last?.commit ?? null, etag: read.etag };
  const checksum = checksumOf(read.files);
  const details = { commit: read.commit, etag: read.etag, files: read.files.length, bytes: read.bytes };
  if (last && last.checksum === checksum) return { ...line, outcome: 'unchanged', ...details };
  candidates.set(source.id, {
    files: read.files,
    checksum,
    commit: read.commit,
    etag: read.etag,
    url: source.url ?? '',
  });
  return { ...line, outcome: 'updated', ...details };
}

function describeVenueChanges(
  report: RefreshReport,
  previous: Venue[],
  next: Venue[],
  merges: RefreshReport['venues']['merged'],
) {
  const before = new Set(previous.map((venue) => venue.id));
  const after = new Set(next.map((venue) => venue.id));
  const merged = new Set(merges.map((merge) => merge.from));
  report.venues = {
    before: previous.length,
    after: next.length,
    added: next.filter((venue) => !before.has(venue.id)).map(({ id, acronym }) => ({ id, acronym })),
    merged: merges,
    retired: previous
      .filter((venue) => !after.has(venue.id) && !merged.has(venue.id))
      .map((venue) => venue.id),
  };
}
