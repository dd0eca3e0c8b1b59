export { buildIndex, defaultBuildOptions, type BuildOptions } from './index/build-index.ts';
export { loadIndex, SHIPPED_INDEX_PATH } from './index/load-index.ts';
export { deserializeIndex } from './index/deserialize-index.ts';
export { serializeIndex } from './index/serialize-index.ts';
export type {
  CatalogVenue,
  HeldOutFigures,
  IndexEvaluation,
  VenueIndex,
  VenueProfile,
} from './index/venue-index.ts';
export {
  createMatcher,
  defaultRankingTuning,
  toRelevance,
  type Matcher,
  type RankingTuning,
} from './match/create-matcher.ts';
export type {
  Coverage,
  CoverageLevel,
  EvidenceLevel,
  MatchOptions,
  MatchResult,
  VenueMatch,
} from './match/match-types.ts';
export type { SimilarPaper } from './match/find-similar-papers.ts';
export { FIT_THRESHOLDS } from './match/calibration.ts';
export { createKeywordSuggester, type KeywordSuggester } from './match/suggest-keywords.ts';
export { writeAdvice, type Advice } from './advice/write-advice.ts';
export { venueFacts, type VenueFact } from './advice/venue-facts.ts';
export { evaluateLabelled, type Evaluation } from './eval/evaluate-matcher.ts';
export { splitHeldOut, type HeldOutSplit } from './eval/split-held-out.ts';
export { silentLogger, type CorpusPaper, type LabelledPaper, type Logger, type PaperInput } from './types.ts';
