import { type DestinationStream, type Logger, pino } from 'pino';
import { env } from './env.server';
import { currentRequestId } from './request-scope.server';

// The storefront's log: JSON lines on standard output, each with the id of the request it was
// written for (`req_id`, the same id the API's lines of that page carry). Nothing secret goes in:
// no cookie, token, password, code or receipt address (the fields below are cut if one slips in).

const REDACTED = [
  'authorization',
  'cookie',
  'password',
  'token',
  'image_url',
  '*.authorization',
  '*.cookie',
  '*.password',
  '*.token',
  '*.image_url',
];

function create(to?: DestinationStream): Logger {
  return pino(
    {
      level: env().LOG_LEVEL,
      base: { service: 'web' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED, censor: '[redacted]' },
      mixin: () => {
        const id = currentRequestId();
        return id ? { req_id: id } : {};
      },
    },
    to,
  );
}

// Made at the first line, not at import: the environment is read then.
let logger: Logger | undefined;
let destination: DestinationStream | undefined;
const current = () => {
  logger ??= create(destination);
  return logger;
};

/** The storefront's logger. */
export const log = {
  info: (fields: object, msg: string) => current().info(fields, msg),
  warn: (fields: object, msg: string) => current().warn(fields, msg),
  error: (fields: object, msg: string) => current().error(fields, msg),
};

/** Sends the lines elsewhere (the tests read them). */
export function logTo(to: DestinationStream) {
  destination = to;
  logger = undefined;
}

/** An error's message for a log line (its stack only where a fault of ours is logged). */
export const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
