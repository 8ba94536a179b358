export * from './client';
export * from './connection-errors';
export { applyMigrations, type MigrationConnection, NO_TRANSACTION_MARK } from './migrate';
export * from './schema/index';
