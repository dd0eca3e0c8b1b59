export * from './client.ts';
export * from './migrate.ts';
export * from './transfer/export-database.ts';
export * from './transfer/import-database.ts';
export * as schema from './schema/index.ts';
export { rowsOf } from './rows-of.ts';
