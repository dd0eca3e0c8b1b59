import {
  buildCatalog,
  checkCatalogInvariants,
  type CatalogReport,
  type CatalogViolation,
  type ReviewedMerge,
  type SourceFile,
  type SourceId,
  type Venue,
  type VenueMerge,
} from '@venuescout/catalog';

/** The catalog a refresh would apply, and what it decided about each source with new files. */
export interface StagedCatalog {
  venues: Venue[];
  merges: VenueMerge[];
  accepted: SourceId[];
  rejected: { id: SourceId; reasons: string[] }[];
  /** Violations of the last good files alone, which block the whole refresh. */
  baseViolations: CatalogViolation[];
}

type Files = Map<SourceId, SourceFile[]>;

/**
 * Builds the staged catalog from each source's last good files with the new ones swapped in. A source
 * whose new files fail to parse (an issue about a whole file that its last good files did not have) is
 * rejected first. If the rest together break an invariant, the sources are tried one at a time, in
 * precedence order, and each keeps its place only if it adds no violation; so one bad source is
 * rejected while the others apply. The last good files alone must pass, or nothing applies.
 */
export function stageCatalog(options: {
  curated: SourceFile[];
  lastGood: Files;
  candidates: Files;
  previous: Venue[];
  reviewedMerges: ReviewedMerge[];
}): StagedCatalog {
  const { curated, previous, reviewedMerges } = options;
  const build = (files: Files) => {
    const built = buildCatalog({ curated, ...Object.fromEntries(files) });
    const checked = checkCatalogInvariants({
      previous,
      next: built.catalog.venues,
      rankRows: built.report.rankRows,
      reviewedMerges,
    });
    return { venues: built.catalog.venues, report: built.report, ...checked };
  };
  // A source with no last good files yet (never refreshed, no release snapshot) can only start from
  // its new ones: they join the base, which must then pass on its own.
  const fills = [...options.candidates].filter(([id]) => !options.lastGood.has(id));
  const lastGood = new Map([...options.lastGood, ...fills]);
  const candidates = new Map([...options.candidates].filter(([id]) => options.lastGood.has(id)));
  const base = build(lastGood);
  const rejected: StagedCatalog['rejected'] = [];
  const filled = fills.map(([id]) => id);
  if (base.violations.length > 0) {
    return {
      venues: base.venues,
      merges: base.merges,
      accepted: [],
      rejected,
      baseViolations: base.violations,
    };
  }
  if (candidates.size === 0) {
    return { venues: base.venues, merges: base.merges, accepted: filled, rejected, baseViolations: [] };
  }

  const all = build(new Map([...lastGood, ...candidates]));
  const parsable = new Map<SourceId, SourceFile[]>();
  for (const [id, files] of candidates) {
    const broken = newFileIssues(all.report, base.report, id);
    if (broken.length > 0) rejected.push({ id, reasons: broken });
    else parsable.set(id, files);
  }
  let staged = parsable.size === candidates.size ? all : build(new Map([...lastGood, ...parsable]));
  let accepted = [...parsable.keys()];
  if (staged.violations.length > 0) {
    staged = base;
    accepted = [];
    for (const [id, files] of parsable) {
      const trial = build(
        new Map([...lastGood, ...accepted.map((kept) => [kept, parsable.get(kept)!] as const), [id, files]]),
      );
      if (trial.violations.length === 0) {
        staged = trial;
        accepted.push(id);
      } else {
        rejected.push({ id, reasons: trial.violations.map((violation) => violation.message) });
      }
    }
  }
  return {
    venues: staged.venues,
    merges: staged.merges,
    accepted: [...filled, ...accepted],
    rejected,
    baseViolations: [],
  };
}

/** Whole-file issues (a file that is not valid YAML, a missing list) the new files have and the old did not. */
function newFileIssues(after: CatalogReport, before: CatalogReport, id: SourceId): string[] {
  const seen = new Set(
    before.issues
      .filter((issue) => issue.source === id && issue.level === 'file')
      .map((issue) => `${issue.ref}|${issue.reason}`),
  );
  return after.issues
    .filter(
      (issue) => issue.source === id && issue.level === 'file' && !seen.has(`${issue.ref}|${issue.reason}`),
    )
    .map((issue) => `${issue.ref}: ${issue.reason}`);
}
