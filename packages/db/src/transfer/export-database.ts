import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { countMigrations } from './count-migrations.ts';
import { listTablesInDependencyOrder } from './list-tables-in-dependency-order.ts';
import { rowsOf } from '../rows-of.ts';

/** The first line of an export file. */
export interface ExportHeader {
  format: typeof exportFormat;
  version: 1;
  /** How many migrations the source had applied; an import needs the same schema. */
  migrations: number;
  exportedAt: string;
}

/** Names the file format in its header line. */
export const exportFormat = 'venuescout-export';

const batchSize = 500;

/**
 * Writes every application table's rows as JSON Lines, in foreign-key order, from one consistent
 * snapshot: a header line, then per table `{"table", "rows"}` followed by one line per row, then one
 * `{"sequence", "lastValue"}` line per sequence. Returns the row count per table.
 */
export async function exportDatabase(options: {
  db: Db;
  write: (line: string) => void | Promise<void>;
  now?: Date;
}): Promise<Record<string, number>> {
  const { db, write } = options;
  return db.transaction(async (tx) => {
    // Repeatable read: every table is read as of the same moment, even with the app still writing.
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const header: ExportHeader = {
      format: exportFormat,
      version: 1,
      migrations: await countMigrations(tx),
      exportedAt: (options.now ?? new Date()).toISOString(),
    };
    await write(JSON.stringify(header));
    const counts: Record<string, number> = {};
    for (const table of await listTablesInDependencyOrder(tx)) {
      const name = sql.identifier(table);
      const total = await tx.execute(sql`select count(*)::int as rows from ${name}`);
      const rows = rowsOf<{ rows: number }>(total)[0]!.rows;
      await write(JSON.stringify({ table, rows }));
      // The database renders each row as JSON text, which is written untouched: bigints, timestamps
      // (microseconds and offset) and reals keep every digit, which a JavaScript round trip would not.
      await tx.execute(
        sql`declare export_rows no scroll cursor for select row_to_json(t)::text as line from ${name} t`,
      );
      for (;;) {
        const batch = (await tx.execute(sql.raw(`fetch ${batchSize} from export_rows`))) as unknown as {
          rows: { line: string }[];
        };
        for (const row of batch.rows) await write(row.line);
        if (batch.rows.length < batchSize) break;
      }
      await tx.execute(sql`close export_rows`);
      counts[table] = rows;
    }
    const sequences = rowsOf<{ name: string; lastValue: string | null }>(
      await tx.execute(
        sql`select sequencename as name, last_value::text as "lastValue" from pg_sequences
          where schemaname = 'public' order by sequencename`,
      ),
    );
    for (const { name, lastValue } of sequences) await write(JSON.stringify({ sequence: name, lastValue }));
    return counts;
  });
}
