/**
 * What the build learned on papers its models did not train on (docs/decisions/011): how the scores of
 * each venue's own published papers are spread, so that a paper's score at a venue can be read as a
 * percentile that means the same at every venue; and when a ranking is likely to miss the paper's venue.
 */
export interface Calibration {
  /** Per venue class, its held-out papers' log scores at that venue, ascending: `venueOffsets[c] .. [c + 1]`. */
  venueScores: Float32Array;
  venueOffsets: Uint32Array;
  /** Every class's held-out log scores pooled, ascending: what a venue with few of its own leans on. */
  pooledScores: Float32Array;
  /** Per field, the field probability of held-out papers of that field, ascending. */
  fieldScores: Float32Array;
  fieldOffsets: Uint32Array;
  /** A logistic model of "the paper's venue is not in the top 10" over the ranking's signals. */
  notice: NoticeModel;
}

export interface NoticeModel {
  /** Signal names, in the order of the other arrays (see rankingSignals). */
  signals: string[];
  means: number[];
  scales: number[];
  weights: number[];
  bias: number;
  /** The notice shows when the modelled chance of a miss is at least this. */
  threshold: number;
}

/**
 * The fit labels' lower bounds on relevance, chosen on held-out papers (docs/decisions/011); the
 * product's texts use the same numbers (contracts' STRONG_FIT_RELEVANCE and GOOD_FIT_RELEVANCE).
 */
export const FIT_THRESHOLDS = { strong: 50, good: 20 } as const;

/** How many held-out papers of its own a venue's percentile needs before it stops leaning on the pool. */
const POOL_WEIGHT = 10;

/** The share of `sorted[from..to)` below `value`, ties counting half; null for an empty range. */
export function shareBelow(
  sorted: ArrayLike<number>,
  from: number,
  to: number,
  value: number,
): number | null {
  if (to <= from) return null;
  const lower = bound(sorted, from, to, (x) => x < value);
  const upper = bound(sorted, lower, to, (x) => x <= value);
  return (lower - from + (upper - lower) / 2) / (to - from);
}

function bound(sorted: ArrayLike<number>, from: number, to: number, before: (x: number) => boolean): number {
  let [low, high] = [from, to];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(sorted[middle]!)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Relevance 0–99 of a learned venue: the share of the venue's own held-out papers that scored lower at
 * it, leaning on the pooled papers of all venues while the venue has few (a weighted mean of both).
 */
export function venuePercentile(calibration: Calibration, c: number, logScore: number): number {
  const pooled = shareBelow(calibration.pooledScores, 0, calibration.pooledScores.length, logScore) ?? 0.5;
  const from = c + 1 < calibration.venueOffsets.length ? calibration.venueOffsets[c]! : 0;
  const to = c + 1 < calibration.venueOffsets.length ? calibration.venueOffsets[c + 1]! : 0;
  const own = shareBelow(calibration.venueScores, from, to, logScore);
  const n = to - from;
  const share = own === null ? pooled : (n * own + POOL_WEIGHT * pooled) / (n + POOL_WEIGHT);
  return toPercent(share);
}

/** Relevance 0–99 of a venue placed by field: the share of the field's held-out papers with a lower field probability. */
export function fieldPercentile(calibration: Calibration, f: number, probability: number): number {
  const from = calibration.fieldOffsets[f] ?? 0;
  const to = calibration.fieldOffsets[f + 1] ?? 0;
  return toPercent(shareBelow(calibration.fieldScores, from, to, probability) ?? 0);
}

const toPercent = (share: number) => Math.min(99, Math.max(0, Math.round(100 * share)));

/** The modelled chance that the ranking misses the paper's venue (not in the top 10). */
export function missChance(model: NoticeModel, signals: readonly number[]): number {
  let z = model.bias;
  signals.forEach((value, i) => (z += (model.weights[i]! * (value - model.means[i]!)) / model.scales[i]!));
  return 1 / (1 + Math.exp(-z));
}

/**
 * Fits the notice model by full-batch gradient descent on standardised signals (deterministic), then
 * chooses the lowest threshold at which at most `maxHitShare` of the papers whose venue was in the top 3
 * would see the notice.
 */
export function fitNoticeModel(
  signals: readonly string[],
  rows: readonly { signals: number[]; rank: number }[],
  maxHitShare: number,
): NoticeModel {
  const k = signals.length;
  const means = signals.map((_, i) => rows.reduce((sum, row) => sum + row.signals[i]!, 0) / rows.length);
  const scales = signals.map((_, i) => {
    const variance = rows.reduce((sum, row) => sum + (row.signals[i]! - means[i]!) ** 2, 0) / rows.length;
    return Math.sqrt(variance) || 1;
  });
  const x = rows.map((row) => row.signals.map((value, i) => (value - means[i]!) / scales[i]!));
  const y = rows.map((row) => (row.rank > 10 ? 1 : 0));
  const weights = new Array<number>(k).fill(0);
  let bias = 0;
  for (let step = 0; step < 500; step++) {
    const gradient = new Array<number>(k).fill(0);
    let gradientBias = 0;
    x.forEach((features, n) => {
      let z = bias;
      for (let i = 0; i < k; i++) z += weights[i]! * features[i]!;
      const error = 1 / (1 + Math.exp(-z)) - y[n]!;
      for (let i = 0; i < k; i++) gradient[i]! += error * features[i]!;
      gradientBias += error;
    });
    for (let i = 0; i < k; i++) weights[i]! -= (0.5 * gradient[i]!) / rows.length;
    bias -= (0.5 * gradientBias) / rows.length;
  }
  const model = { signals: [...signals], means, scales, weights, bias, threshold: 1 };
  const hitChances = rows
    .filter((row) => row.rank <= 3)
    .map((row) => missChance(model, row.signals))
    .sort((a, b) => b - a);
  // The notice shows when the chance is ≥ threshold: just above the hit that would pass the budget.
  const allowed = Math.floor(maxHitShare * hitChances.length);
  model.threshold = hitChances.length === 0 ? 0.5 : (hitChances[allowed] ?? 0) + 1e-9;
  return model;
}
