import { createRandom } from './create-random.ts';
import { softmaxGradient } from './softmax-gradient.ts';
import { softmaxInPlace } from './softmax-in-place.ts';
import type { SparseVector } from './sparse-vector.ts';

/** A multinomial logistic regression: row-major weights (feature × class) and one bias per class. */
export interface SoftmaxModel {
  numClasses: number;
  weights: Float32Array;
  bias: Float32Array;
}

/** Training settings; the defaults were chosen on the validation split (docs/decisions/003). */
export interface SoftmaxOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  seed: number;
}

/** One training example. */
export interface Example {
  vector: SparseVector;
  label: number;
  weight: number;
}

/**
 * Trains multinomial logistic regression by SGD on sparse inputs. L2 decay is applied lazily through a
 * global scale factor (w = scale · v), which keeps each step proportional to the paper's non-zeros
 * instead of the whole weight matrix.
 */
export function trainSoftmax(
  examples: readonly Example[],
  numFeatures: number,
  numClasses: number,
  options: SoftmaxOptions,
): SoftmaxModel {
  const v = new Float32Array(numFeatures * numClasses);
  const bias = new Float32Array(numClasses);
  const logits = new Float64Array(numClasses);
  const random = createRandom(options.seed);
  const order = examples.map((_, i) => i);
  let scale = 1;
  let step = 0;
  const totalSteps = options.epochs * examples.length;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    shuffle(order, random);
    for (const index of order) {
      const { vector, label, weight } = examples[index]!;
      // Linear decay to zero: large steps early, fine convergence at the end.
      const rate = options.learningRate * (1 - step / totalSteps);
      step++;
      scale *= 1 - rate * options.l2;
      if (scale < 1e-6) scale = rescale(v, scale);
      computeLogits(vector, v, scale, bias, logits);
      softmaxInPlace(logits);
      softmaxGradient(logits, label);
      const gradScale = (rate * weight) / scale;
      for (let c = 0; c < numClasses; c++) {
        const g = logits[c]!;
        bias[c]! -= rate * weight * g;
        logits[c] = g * gradScale;
      }
      const { ids, values } = vector;
      for (let k = 0; k < ids.length; k++) {
        const row = ids[k]! * numClasses;
        const x = values[k]!;
        for (let c = 0; c < numClasses; c++) v[row + c]! -= x * logits[c]!;
      }
    }
  }
  for (let i = 0; i < v.length; i++) v[i]! *= scale;
  return { numClasses, weights: v, bias };
}

function computeLogits(
  vector: SparseVector,
  v: Float32Array,
  scale: number,
  bias: Float32Array,
  out: Float64Array,
): void {
  const numClasses = out.length;
  out.fill(0);
  const { ids, values } = vector;
  for (let k = 0; k < ids.length; k++) {
    const row = ids[k]! * numClasses;
    const x = values[k]!;
    for (let c = 0; c < numClasses; c++) out[c]! += x * v[row + c]!;
  }
  for (let c = 0; c < numClasses; c++) out[c] = out[c]! * scale + bias[c]!;
}

function rescale(v: Float32Array, scale: number): number {
  for (let i = 0; i < v.length; i++) v[i]! *= scale;
  return 1;
}

function shuffle(order: number[], random: () => number): void {
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
}
