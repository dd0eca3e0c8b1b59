/**
 * A learned venue's score: its venue-model probability times (the field estimate / the venue model's
 * own mass on those fields)^`fieldCalibration`, so a venue follows the blended view of its field.
 */
export function calibrateToField(
  probability: number,
  fieldEstimate: number,
  modelledMass: number,
  fieldCalibration: number,
): number {
  // The floor keeps a field the venue model gives no mass from dividing by zero.
  return probability * (fieldEstimate / Math.max(modelledMass, 1e-9)) ** fieldCalibration;
}
