import { softmaxInPlace } from './softmax-in-place.ts';
import type { SoftmaxModel, Example } from './train-softmax.ts';

/** The weighted mean cross-entropy of a trained softmax model over the examples (what training lowers). */
export function softmaxLoss(model: SoftmaxModel, examples: readonly Example[]): number {
  const { numClasses, weights, bias } = model;
  const logits = new Float64Array(numClasses);
  let loss = 0;
  let totalWeight = 0;
  for (const { vector, label, weight } of examples) {
    logits.set(bias);
    for (let k = 0; k < vector.ids.length; k++) {
      const row = vector.ids[k]! * numClasses;
      for (let c = 0; c < numClasses; c++) logits[c]! += vector.values[k]! * weights[row + c]!;
    }
    softmaxInPlace(logits);
    loss -= weight * Math.log(Math.max(logits[label]!, 1e-300));
    totalWeight += weight;
  }
  return totalWeight === 0 ? 0 : loss / totalWeight;
}
