/**
 * Replaces softmax probabilities by the gradient of the example's cross-entropy with respect to its
 * logits: p_c minus 1 for the true class, p_c for the others.
 */
export function softmaxGradient(probabilities: Float64Array, label: number): void {
  for (let c = 0; c < probabilities.length; c++) probabilities[c] = probabilities[c]! - (c === label ? 1 : 0);
}
