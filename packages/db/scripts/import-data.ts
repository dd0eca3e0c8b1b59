// `npm run db:import -- --in FILE [--database-url URL | --data-dir DIR] [--replace]`: migrates the
// target database, then loads a `db:export` file into it in one transaction. The target is DATABASE_URL
// unless named; it must hold no rows, unless --replace empties it first.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { migrate } from '../src/migrate.ts';
import { importDatabase, ImportRefusedError } from '../src/transfer/import-database.ts';
import { openCliDbClient } from './lib/open-cli-db-client.ts';

const usage = 'npm run db:import -- --in FILE [--database-url URL | --data-dir DIR] [--replace]';
const { values } = parseArgs({
  options: {
    in: { type: 'string' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    replace: { type: 'boolean', default: false },
  },
});
const databaseUrl = values['database-url'] ?? (values['data-dir'] ? undefined : process.env.DATABASE_URL);
if (!values.in || (!databaseUrl && !values['data-dir'])) {
  console.error(`usage: ${usage}`);
  process.exit(2);
}
// The file is opened only when the import starts reading: a readline interface opened earlier emits
// lines (and its end) while migrations run, before anything listens, and the import then waits forever.
async function* readLines(path: string): AsyncGenerator<string> {
  yield* createInterface({ input: createReadStream(path), crlfDelay: Infinity });
}

const client = openCliDbClient({ databaseUrl, dataDir: values['data-dir'] });
try {
  await migrate(client);
  const counts = await importDatabase({
    db: client.db,
    lines: readLines(values.in),
    isReplacing: values.replace,
  });
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  console.log(`imported ${total} rows into ${Object.keys(counts).length} tables`);
  for (const [table, count] of Object.entries(counts)) console.log(`  ${table}: ${count}`);
} catch (error) {
  if (!(error instanceof ImportRefusedError)) throw error;
  console.error(`import refused, nothing was written: ${error.message}`);
  process.exitCode = 1;
} finally {
  await client.close();
}
