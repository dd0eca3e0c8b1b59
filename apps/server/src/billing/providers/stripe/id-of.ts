/** The id of a Stripe reference, which the API gives either as the id or as the expanded object. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);
