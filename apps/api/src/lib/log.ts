import { type DestinationStream, type Logger, pino } from 'pino';

export type { Logger };

/**
 * Fields that never reach a log line, wherever they sit in what is logged: credentials, the
 * shopper's secrets, and the addresses of private receipts. The API's own lines name none of them
 * (a route is logged by its pattern, never its path or query); this catches what an error or a
 * caller's object might carry.
 */
const REDACTED = [
  'authorization',
  'cookie',
  'password',
  'token',
  'secret',
  'image_url',
  'receipt',
  'receipt_url',
  'headers.authorization',
  'headers.cookie',
  '*.authorization',
  '*.cookie',
  '*.password',
  '*.token',
  '*.secret',
  '*.image_url',
  '*.receipt',
  '*.receipt_url',
];

/**
 * An error as a log line shows it: its type, message, code and stack, with the parameters of a
 * failed SQL statement cut off (Drizzle writes them into the message: e-mails, phones, token
 * hashes).
 */
interface ErrorFields {
  type?: string;
  message?: string;
  code?: string | number;
  stack?: string;
  cause?: ErrorFields;
}

function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error) };
  const withoutParams = (text: string | undefined) => text?.replace(/\nparams: [\s\S]*$/, '');
  const code = (error as { code?: unknown }).code;
  const cause: ErrorFields | undefined = error.cause instanceof Error ? errorFields(error.cause) : undefined;
  return {
    type: error.name,
    message: withoutParams(error.message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    stack: withoutParams(error.stack),
    ...(cause ? { cause } : {}),
  };
}

export interface LogOptions {
  /** pino's levels: trace, debug, info, warn, error, fatal, silent (LOG_LEVEL). */
  level: string;
  /** Where the JSON lines go (default: standard output). */
  destination?: DestinationStream;
}

/**
 * The API's logger: one JSON object a line (time, level, msg and fields), the request's id on
 * every line a request writes (its child logger, `ctx.log`).
 */
export function createLogger({ level, destination }: LogOptions): Logger {
  return pino(
    {
      level,
      base: { service: 'api' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED, censor: '[redacted]' },
      serializers: { err: errorFields },
    },
    destination,
  );
}
