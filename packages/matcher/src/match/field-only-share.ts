/**
 * The share of a field's probability that its venues without papers take: `scale` × (their part of
 * the field's rank weight)^`exponent`, so nearly all of it in a field without learned venues and
 * little where most of the field was learned from papers; 0 when the field has no such venue.
 */
export function fieldOnlyShare(without: number, withPapers: number, scale: number, exponent: number): number {
  return without === 0 ? 0 : scale * (without / (without + withPapers)) ** exponent;
}
