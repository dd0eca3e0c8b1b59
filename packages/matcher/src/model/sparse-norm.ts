import type { SparseVector } from './sparse-vector.ts';

/** The Euclidean (L2) norm of a sparse vector. */
export function sparseNorm(vector: SparseVector): number {
  let sum = 0;
  for (const value of vector.values) sum += value * value;
  return Math.sqrt(sum);
}
