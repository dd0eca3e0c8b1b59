import { describe, expect, it } from 'vitest';
import { calibrateToField } from './calibrate-to-field.ts';

describe('calibrateToField', () => {
  it.each([
    ['keeps the probability when the estimate agrees with the model', 0.4, 0.6, 0.6, 0.5, 0.4],
    ['raises it when the field is likelier than the model thought', 0.4, 0.9, 0.1, 0.5, 1.2],
    ['lowers it when the field is less likely', 0.4, 0.1, 0.4, 0.5, 0.2],
    ['ignores the field at calibration 0', 0.4, 0.9, 0.1, 0, 0.4],
    ['follows it fully at calibration 1', 0.4, 0.6, 0.3, 1, 0.8],
  ])('%s', (_, probability, estimate, modelled, calibration, expected) => {
    expect(calibrateToField(probability, estimate, modelled, calibration)).toBeCloseTo(expected, 12);
  });

  it('stays finite when the venue model gives the field no mass', () => {
    expect(Number.isFinite(calibrateToField(0.2, 0.5, 0, 0.5))).toBe(true);
  });
});
