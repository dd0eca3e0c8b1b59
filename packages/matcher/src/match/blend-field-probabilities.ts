/**
 * A paper's field probabilities: the field model's, blended with the venue model's own mass on each
 * field by `venueFieldShare` (0 keeps the field model's view, 1 the venue model's).
 */
export function blendFieldProbabilities(
  fieldModel: ArrayLike<number>,
  fromVenues: ArrayLike<number>,
  venueFieldShare: number,
): Float64Array {
  return Float64Array.from(
    { length: fieldModel.length },
    (_, f) => (1 - venueFieldShare) * fieldModel[f]! + venueFieldShare * fromVenues[f]!,
  );
}
