// `npm run db:export -- --out FILE [--database-url URL | --data-dir DIR]`: writes every application
// table's rows to a JSON Lines file, from PostgreSQL (DATABASE_URL) or the PGlite files in DATA_DIR
// (default ./data). Stop the server first when it runs on PGlite: only one process may open its files.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { exportDatabase } from '../src/transfer/export-database.ts';
import { openCliDbClient } from './lib/open-cli-db-client.ts';

const usage = 'npm run db:export -- --out FILE [--database-url URL | --data-dir DIR]';
const { values } = parseArgs({
  options: { out: { type: 'string' }, 'database-url': { type: 'string' }, 'data-dir': { type: 'string' } },
});
if (!values.out) {
  console.error(`usage: ${usage}`);
  process.exit(2);
}
const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
const client = openCliDbClient({
  databaseUrl,
  dataDir: databaseUrl ? undefined : (values['data-dir'] ?? process.env.DATA_DIR ?? './data'),
});
const out = createWriteStream(values.out);
try {
  const counts = await exportDatabase({
    db: client.db,
    // Respecting back-pressure keeps memory flat however large the tables are.
    write: async (line) => {
      if (!out.write(`${line}\n`)) await once(out, 'drain');
    },
  });
  out.end();
  await once(out, 'finish');
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  console.log(`exported ${total} rows from ${Object.keys(counts).length} tables to ${values.out}`);
  for (const [table, count] of Object.entries(counts)) console.log(`  ${table}: ${count}`);
} finally {
  await client.close();
}
