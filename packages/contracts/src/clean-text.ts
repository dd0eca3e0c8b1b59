/** What a caller is told when a text field holds a character no database text can hold. */
export const invalidTextMessage =
  'Contains characters that are not allowed (a NUL character or a broken Unicode character).';

// Without the `u` flag a regular expression sees UTF-16 code units, so halves of a pair can be matched.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a string can be stored as text: no NUL (PostgreSQL refuses it in text and jsonb) and no lone
 * UTF-16 surrogate (it has no UTF-8 form, and jsonb refuses its escape).
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !loneSurrogate.test(value);
}
