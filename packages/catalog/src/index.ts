export type {
  AcceptanceRate,
  Catalog,
  CcfRank,
  CoreRank,
  Deadline,
  DeadlineKind,
  Disagreement,
  Edition,
  EditionDates,
  H5IndexSource,
  Ranks,
  Region,
  ThcplRank,
  Venue,
  VenueType,
} from './model/venue.ts';
export { listCatalogSources, type CatalogSource, type SourceId } from './sources/catalog-sources.ts';

export {
  findNextDeadline,
  type EstimateErrorBands,
  type EstimateRule,
  type NextDeadline,
} from './deadlines/find-next-deadline.ts';
export {
  backtestEstimator,
  BACKTEST_LEAD_DAYS,
  type Backtest,
  type BacktestCase,
  type BacktestSkip,
  type BacktestSkipReason,
} from './deadlines/backtest-estimator.ts';
export {
  getEstimateErrorBands,
  summarizeBacktest,
  type BacktestStats,
  type BacktestSummary,
} from './deadlines/summarize-backtest.ts';
export { formatBacktest } from './deadlines/format-backtest.ts';
export { findNotification, type Notification } from './deadlines/find-notification.ts';
export {
  getDeadlineStatus,
  isRollingSubmission,
  type DeadlineStatus,
} from './deadlines/get-deadline-status.ts';
export { listUpcomingDeadlines, type UpcomingDeadline } from './deadlines/list-upcoming-deadlines.ts';
export { parseDeadlineInstant, type ParsedInstant } from './time/parse-deadline-instant.ts';
export { parseTimeZone, type TimeZoneSpec } from './time/parse-time-zone.ts';
export { describePublishedTime, type PublishedTime } from './time/describe-published-time.ts';

export { loadCatalog, SHIPPED_CATALOG_PATH } from './catalog/load-catalog.ts';
export { createVenueResolver, resolveVenueId, type VenueResolver } from './catalog/create-venue-resolver.ts';
export { buildCatalog, type CatalogReport, type SourceInputs } from './catalog/build-catalog.ts';
export { importCatalog, readCuratedSourceFiles } from './catalog/import-catalog.ts';
export { readSourceFolder } from './importers/read-source-folder.ts';
export type { ImportIssue, RankRow, SourceFile } from './importers/source-record.ts';
export {
  checkCatalogInvariants,
  type CatalogViolation,
  type VenueMerge,
} from './refresh/check-catalog-invariants.ts';
export { serializeCatalog } from './catalog/serialize-catalog.ts';
export { summarizeCatalog, type CatalogSummary } from './catalog/summarize-catalog.ts';
export { formatCatalogSummary } from './catalog/format-catalog-summary.ts';
export {
  applyReviews,
  auditMerges,
  type MergeFinding,
  type MergeFindingKind,
  type ReviewedMerge,
} from './catalog/audit-merges.ts';
export { loadReviewedMerges, REVIEWED_MERGES_PATH } from './catalog/load-reviewed-merges.ts';
export { listLostVenues, type LostVenue } from './catalog/list-lost-venues.ts';
export { listUnresolvedRankRows } from './catalog/list-unresolved-rank-rows.ts';
export { formatCatalogChecks } from './catalog/format-catalog-checks.ts';
export { listDeadlineChanges, type DeadlineChange } from './refresh/list-deadline-changes.ts';
