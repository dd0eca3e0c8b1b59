/** What every paper draft's storage key starts with. */
export const paperDraftKeyPrefix = 'venuescout:paper-draft:';

/** Where the user's paper draft is kept: one per user, so another account never sees it. */
export const paperDraftKey = (userId: string) => `${paperDraftKeyPrefix}${userId}`;
