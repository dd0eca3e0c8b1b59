/**
 * The rows of a raw `db.execute(sql…)` result. node-postgres and PGlite both answer `{ rows }`, which
 * drizzle's driver-neutral type does not say; this is the one place that relies on it.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
