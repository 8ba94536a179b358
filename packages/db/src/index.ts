export * from './client';
export * from './connection-errors';
export * from './schema/index';
