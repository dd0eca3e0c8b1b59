/** Replaces the values of `logits` by their softmax probabilities. */
export function softmaxInPlace(logits: Float64Array): void {
  // Subtracting the largest logit keeps exp() finite; softmax does not change under a shift.
  let max = -Infinity;
  for (const value of logits) max = Math.max(max, value);
  let sum = 0;
  for (let c = 0; c < logits.length; c++) {
    logits[c] = Math.exp(logits[c]! - max);
    sum += logits[c]!;
  }
  for (let c = 0; c < logits.length; c++) logits[c]! /= sum;
}
