/** Business constants from the specification (§9). */
export const limits = {
  /** Shortest password accepted anywhere (product.md overrides the specification's 6). */
  passwordMinLength: 8,
  /** Longest password accepted; bounds hashing work per request. */
  passwordMaxLength: 128,
  /** Free-plan analyses, unless FREE_MAX_SUBMISSIONS says otherwise. */
  freeMaxSubmissions: 2,
  /** Free-plan favourites, unless FREE_MAX_FAVORITES says otherwise. */
  freeMaxFavorites: 2,
  /** Abstract length in words. */
  abstractMaxWords: 300,
  /** Keywords per paper. */
  maxKeywords: 5,
  /** Contact message length in characters. */
  contactMessageMaxLength: 5000,
} as const;
