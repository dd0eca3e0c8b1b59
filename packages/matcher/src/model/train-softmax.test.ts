import { describe, expect, it } from 'vitest';
import { createRandom } from './create-random.ts';
import { softmaxLoss } from './softmax-loss.ts';
import { trainSoftmax, type Example } from './train-softmax.ts';
import { vectorize } from './vectorize.ts';

const numFeatures = 12;
const numClasses = 3;

/** Noisy examples: class c mostly uses features 4c..4c+3, with one feature drawn from anywhere. */
function listExamples(count: number): Example[] {
  const random = createRandom(7);
  const idf = new Float32Array(numFeatures).fill(1);
  const termIds = new Map(Array.from({ length: numFeatures }, (_, f) => [`t${f}`, f]));
  return Array.from({ length: count }, (_, i) => {
    const label = i % numClasses;
    const counts = new Map<string, number>();
    for (let k = 0; k < 3; k++) counts.set(`t${label * 4 + Math.floor(random() * 4)}`, 1 + k);
    counts.set(`t${Math.floor(random() * numFeatures)}`, 1);
    return { vector: vectorize(counts, termIds, idf), label, weight: 0.5 + random() };
  });
}

const examples = listExamples(90);
const train = (epochs: number, seed = 1) =>
  trainSoftmax(examples, numFeatures, numClasses, { epochs, learningRate: 0.5, l2: 0, seed });

describe('trainSoftmax', () => {
  it('lowers the training loss with every doubling of the epochs, from chance', () => {
    const chance = Math.log(numClasses);
    const losses = [1, 2, 4, 8, 16].map((epochs) => softmaxLoss(train(epochs), examples));
    expect(losses[0]).toBeLessThan(chance);
    for (let i = 1; i < losses.length; i++) expect(losses[i]).toBeLessThan(losses[i - 1]!);
  });

  it('classifies the training examples it learned from', () => {
    const model = train(16);
    const correct = examples.filter(({ vector, label }) => {
      const logits = Array.from(model.bias);
      vector.ids.forEach((id, k) => {
        for (let c = 0; c < numClasses; c++)
          logits[c]! += vector.values[k]! * model.weights[id * numClasses + c]!;
      });
      return logits.indexOf(Math.max(...logits)) === label;
    });
    expect(correct.length / examples.length).toBeGreaterThan(0.9);
  });

  it.each([1, 2, 3])('gives the same model for the same seed (seed %i)', (seed) => {
    expect(train(3, seed)).toEqual(train(3, seed));
  });

  it('shrinks the weights under L2 decay', () => {
    const norm = (weights: Float32Array) => Math.hypot(...weights);
    const options = { epochs: 4, learningRate: 0.5, seed: 1 };
    const free = trainSoftmax(examples, numFeatures, numClasses, { ...options, l2: 0 });
    const decayed = trainSoftmax(examples, numFeatures, numClasses, { ...options, l2: 0.05 });
    expect(norm(decayed.weights)).toBeLessThan(norm(free.weights));
  });
});
