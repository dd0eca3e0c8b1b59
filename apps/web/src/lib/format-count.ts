/**
 * A whole count with thousands separators, as `toLocaleString('en-US')` writes it ("12,345"). Done by
 * hand because the first `toLocaleString` of a page loads the engine's locale data, a long task
 * (~150 ms on a mid-range phone) in the middle of the landing page's first render.
 */
export function formatCount(count: number): string {
  const digits = String(Math.abs(Math.trunc(count)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return count < 0 ? `-${grouped}` : grouped;
}
