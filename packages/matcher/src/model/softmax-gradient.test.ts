import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { softmaxGradient } from './softmax-gradient.ts';
import { softmaxInPlace } from './softmax-in-place.ts';
import { softmaxLoss } from './softmax-loss.ts';
import type { Example, SoftmaxModel } from './train-softmax.ts';

const numFeatures = 4;
const numClasses = 3;

/** The analytic gradient of one example's loss: x_f × g_c for each weight, g_c for each bias. */
function analyticGradient(model: SoftmaxModel, example: Example) {
  const logits = Float64Array.from(model.bias);
  const { ids, values } = example.vector;
  ids.forEach((id, k) => {
    for (let c = 0; c < numClasses; c++) logits[c]! += values[k]! * model.weights[id * numClasses + c]!;
  });
  softmaxInPlace(logits);
  softmaxGradient(logits, example.label);
  const weights = new Float64Array(numFeatures * numClasses);
  ids.forEach((id, k) => {
    for (let c = 0; c < numClasses; c++) weights[id * numClasses + c] = values[k]! * logits[c]!;
  });
  return { weights, bias: logits };
}

/** The central difference of the loss when one parameter moves by ±h. */
function numericDerivative(model: SoftmaxModel, example: Example, params: Float32Array, i: number): number {
  const h = 1e-2;
  const saved = params[i]!;
  params[i] = saved + h;
  const up = softmaxLoss(model, [example]);
  params[i] = saved - h;
  const down = softmaxLoss(model, [example]);
  params[i] = saved;
  return (up - down) / (2 * h);
}

const modelArb = fc.record({
  weights: fc.array(fc.float({ min: -2, max: 2, noNaN: true }), {
    minLength: numFeatures * numClasses,
    maxLength: numFeatures * numClasses,
  }),
  bias: fc.array(fc.float({ min: -1, max: 1, noNaN: true }), {
    minLength: numClasses,
    maxLength: numClasses,
  }),
  values: fc.array(fc.float({ min: -1, max: 1, noNaN: true }), {
    minLength: numFeatures,
    maxLength: numFeatures,
  }),
  label: fc.integer({ min: 0, max: numClasses - 1 }),
});

describe('softmaxGradient', () => {
  it.each([
    [[0.5, 0.25, 0.25], 0, [-0.5, 0.25, 0.25]],
    [[0.1, 0.2, 0.7], 2, [0.1, 0.2, -0.3]],
  ])('turns probabilities %j of label %i into the logit gradient %j', (probabilities, label, expected) => {
    const values = Float64Array.from(probabilities);
    softmaxGradient(values, label);
    [...values].forEach((g, c) => expect(g).toBeCloseTo(expected[c]!, 12));
  });

  it('matches a finite-difference estimate of the cross-entropy gradient, for weights and biases', () => {
    fc.assert(
      fc.property(modelArb, ({ weights, bias, values, label }) => {
        const model = { numClasses, weights: Float32Array.from(weights), bias: Float32Array.from(bias) };
        const example = {
          vector: { ids: Int32Array.from([0, 1, 2, 3]), values: Float32Array.from(values) },
          label,
          weight: 1,
        };
        const analytic = analyticGradient(model, example);
        for (let i = 0; i < model.weights.length; i++)
          expect(
            Math.abs(numericDerivative(model, example, model.weights, i) - analytic.weights[i]!),
          ).toBeLessThan(2e-3);
        for (let c = 0; c < numClasses; c++)
          expect(Math.abs(numericDerivative(model, example, model.bias, c) - analytic.bias[c]!)).toBeLessThan(
            2e-3,
          );
      }),
      { numRuns: 50 },
    );
  });
});
