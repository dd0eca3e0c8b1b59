export * from './create-test-db-client.ts';
