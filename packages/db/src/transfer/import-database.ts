import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client.ts';
import { countMigrations } from './count-migrations.ts';
import { exportFormat, type ExportHeader } from './export-database.ts';
import { listTablesInDependencyOrder } from './list-tables-in-dependency-order.ts';
import { rowsOf } from '../rows-of.ts';

/** Thrown when the file or the target database does not allow the import; nothing was written. */
export class ImportRefusedError extends Error {}

const batchSize = 500;

/**
 * Loads an `exportDatabase` file into a migrated database in one transaction: either every row and
 * sequence arrives or nothing does. Refuses a target that already holds rows unless `isReplacing`,
 * which empties every application table first. Returns the row count per table.
 */
export async function importDatabase(options: {
  db: Db;
  lines: AsyncIterable<string> | Iterable<string>;
  isReplacing?: boolean;
}): Promise<Record<string, number>> {
  return options.db.transaction(async (tx) => {
    const tables = await listTablesInDependencyOrder(tx);
    const migrations = await countMigrations(tx);
    if (options.isReplacing) {
      await tx.execute(
        sql`truncate ${sql.join(
          tables.map((table) => sql.identifier(table)),
          sql`, `,
        )}`,
      );
    } else {
      const filled = await listFilledTables(tx, tables);
      if (filled.length > 0) {
        throw new ImportRefusedError(`the target database already has rows in: ${filled.join(', ')}`);
      }
    }

    const counts: Record<string, number> = {};
    let header: ExportHeader | undefined;
    let current: { table: string; expected: number; pending: string[] } | undefined;
    const flush = async () => {
      if (!current || current.pending.length === 0) return;
      const name = sql.identifier(current.table);
      // The row lines go to the database as they are, so it parses every value itself (see export).
      await tx.execute(
        sql`insert into ${name} select * from jsonb_populate_recordset(null::${name}, ${`[${current.pending.join(',')}]`}::jsonb)`,
      );
      counts[current.table] = (counts[current.table] ?? 0) + current.pending.length;
      current.pending = [];
    };
    const finishTable = async () => {
      await flush();
      if (current && (counts[current.table] ?? 0) !== current.expected) {
        throw new ImportRefusedError(`the file is cut short in table ${current.table}`);
      }
      current = undefined;
    };

    for await (const line of options.lines) {
      if (line.trim() === '') continue;
      if (!header) {
        header = parseHeader(line, migrations);
        continue;
      }
      if (current && (counts[current.table] ?? 0) + current.pending.length < current.expected) {
        current.pending.push(line);
        if (current.pending.length >= batchSize) await flush();
        continue;
      }
      await finishTable();
      const entry = JSON.parse(line) as {
        table?: string;
        rows?: number;
        sequence?: string;
        lastValue?: string | null;
      };
      if (entry.table !== undefined && typeof entry.rows === 'number') {
        if (!tables.includes(entry.table)) throw new ImportRefusedError(`unknown table ${entry.table}`);
        current = { table: entry.table, expected: entry.rows, pending: [] };
        counts[entry.table] ??= 0;
      } else if (entry.sequence !== undefined) {
        await restoreSequence(tx, entry.sequence, entry.lastValue ?? null);
      } else {
        throw new ImportRefusedError(`unexpected line: ${line.slice(0, 80)}`);
      }
    }
    if (!header) throw new ImportRefusedError('the file is empty');
    await finishTable();
    return counts;
  });
}

function parseHeader(line: string, targetMigrations: number): ExportHeader {
  const header = JSON.parse(line) as Partial<ExportHeader>;
  if (header.format !== exportFormat || header.version !== 1) {
    throw new ImportRefusedError(`not a ${exportFormat} file (version 1)`);
  }
  if (header.migrations !== targetMigrations) {
    throw new ImportRefusedError(
      `the file has ${header.migrations} migrations applied and the target ${targetMigrations}: ` +
        'export and import with the same version of VenueScout',
    );
  }
  return header as ExportHeader;
}

async function listFilledTables(tx: Tx, tables: string[]): Promise<string[]> {
  const filled: string[] = [];
  for (const table of tables) {
    const result = rowsOf<{ isFilled: boolean }>(
      await tx.execute(sql`select exists (select 1 from ${sql.identifier(table)}) as "isFilled"`),
    );
    if (result[0]?.isFilled) filled.push(table);
  }
  return filled;
}

/** Continues a used sequence after the exported value, and rewinds an unused one to its start. */
async function restoreSequence(tx: Tx, name: string, lastValue: string | null): Promise<void> {
  const sequence = `public.${quoteIdentifier(name)}`;
  if (lastValue !== null) {
    await tx.execute(sql`select setval(${sequence}::regclass, ${lastValue}::bigint, true)`);
    return;
  }
  await tx.execute(
    sql`select setval(${sequence}::regclass, start_value, false) from pg_sequences
        where schemaname = 'public' and sequencename = ${name}`,
  );
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
