/** PostgreSQL's unique_violation, as pg and PGlite report it (possibly wrapped by drizzle). */
export const isUniqueViolation = (error: unknown): boolean => {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: unknown };
  return code === '23505' || (cause !== undefined && isUniqueViolation(cause));
};
