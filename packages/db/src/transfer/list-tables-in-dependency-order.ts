import { sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { rowsOf } from '../rows-of.ts';

/**
 * The application's tables (schema `public`), each after every table it references, so rows can be
 * inserted in this order without breaking a foreign key. pg-boss (`pgboss`) and the migration journal
 * (`drizzle`) live in their own schemas and are not listed.
 */
export async function listTablesInDependencyOrder(tx: Tx): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await tx.execute(
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
    ),
  );
  const references = rowsOf<{ child: string; parent: string }>(
    await tx.execute(
      sql`select child.relname as child, parent.relname as parent from pg_constraint con
        join pg_class child on child.oid = con.conrelid
        join pg_class parent on parent.oid = con.confrelid
        join pg_namespace n on n.oid = con.connamespace
        where con.contype = 'f' and n.nspname = 'public'`,
    ),
  );
  const parents = new Map(tables.map((table) => [table.name, new Set<string>()]));
  for (const { child, parent } of references) {
    if (child !== parent) parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  while (parents.size > 0) {
    const ready = [...parents].filter(([, waitingFor]) =>
      [...waitingFor].every((name) => !parents.has(name)),
    );
    if (ready.length === 0)
      throw new Error(`foreign keys form a cycle among: ${[...parents.keys()].join(', ')}`);
    for (const [name] of ready) {
      ordered.push(name);
      parents.delete(name);
    }
  }
  return ordered;
}
