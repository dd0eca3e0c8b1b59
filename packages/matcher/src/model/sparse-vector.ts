/** A sparse vector with strictly increasing feature ids. */
export interface SparseVector {
  ids: Int32Array;
  values: Float32Array;
}
