import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { describeConnectionError, isConnectionError } from './connection-errors';

/** An error as node-postgres makes it from a server's ErrorResponse. */
function serverError(code: string, message: string) {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

function socketError(code: string) {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
}

describe('isConnectionError', () => {
  it.each([
    ['57P01 admin_shutdown', serverError('57P01', 'terminating connection due to administrator command')],
    [
      '57P02 crash_shutdown',
      serverError('57P02', 'terminating connection because of crash of another server process'),
    ],
    ['57P03 cannot_connect_now', serverError('57P03', 'the database system is starting up')],
    ['08000 connection_exception', serverError('08000', 'connection exception')],
    ['08003 connection_does_not_exist', serverError('08003', 'connection does not exist')],
    ['08006 connection_failure', serverError('08006', 'connection failure')],
    ['53300 too_many_connections', serverError('53300', 'sorry, too many clients already')],
    ['ECONNREFUSED', socketError('ECONNREFUSED')],
    ['ECONNRESET', socketError('ECONNRESET')],
    ['ETIMEDOUT', socketError('ETIMEDOUT')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('Connection terminated due to connection timeout')],
    ['the pool waiting too long', new Error('timeout exceeded when trying to connect')],
    ['a client already broken', new Error('Client has encountered a connection error and is not queryable')],
    ['localhost refusing on every address', new AggregateError([socketError('ECONNREFUSED')], '')],
  ])('says yes to %s', (_, error) => {
    expect(isConnectionError(error)).toBe(true);
    expect(isConnectionError(new DrizzleQueryError('select 1', [], error))).toBe(true);
  });

  it.each([
    ['a unique violation', serverError('23505', 'duplicate key value violates unique constraint "x"')],
    ['a syntax error', serverError('42601', 'syntax error at or near "selct"')],
    ['a statement timeout', serverError('57014', 'canceling statement due to statement timeout')],
    ['a serialization failure', serverError('40001', 'could not serialize access')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'Connection terminated'],
    ['nothing', undefined],
  ])('says no to %s', (_, error) => {
    expect(isConnectionError(error)).toBe(false);
    expect(isConnectionError(new DrizzleQueryError('select 1', [], error as Error))).toBe(false);
  });

  it('survives an error that is its own cause', () => {
    const error = new Error('loop');
    (error as { cause?: unknown }).cause = error;
    expect(isConnectionError(error)).toBe(false);
  });
});

describe('describeConnectionError', () => {
  it("is one line: the driver's code and message, not Drizzle's query", () => {
    const error = new DrizzleQueryError(
      'select "id" from "products"\nwhere …',
      [],
      serverError('57P01', 'terminating connection due to administrator command'),
    );
    expect(describeConnectionError(error)).toBe('57P01 terminating connection due to administrator command');
    expect(describeConnectionError(socketError('ECONNREFUSED'))).toBe('connect ECONNREFUSED 127.0.0.1:5432');
  });
});
