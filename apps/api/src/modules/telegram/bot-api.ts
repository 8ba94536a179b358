// The few Bot API calls the shop makes (https://core.telegram.org/bots/api): one function that
// posts a method's parameters (JSON, or multipart for a photo's bytes) and answers its `result`,
// or throws a BotApiError that says whether to try again, when, or to give up.

/** How to reach the bot. */
export interface BotConfig {
  token: string;
  /** https://api.telegram.org, or a fake on loopback. */
  apiUrl: string;
  /** A call answered later than this is a failure to try again (default 10 s). */
  timeoutMs?: number;
}

/** A failed call: Telegram's answer (`error_code`, `description`, `parameters.retry_after`), or none. */
export class BotApiError extends Error {
  constructor(
    /** Telegram's error_code (400, 403, 429, 5xx…); 0 when no answer came (network, timeout). */
    readonly code: number,
    readonly description: string,
    /** Seconds Telegram asks us to wait (a 429's `retry_after`). */
    readonly retryAfter?: number,
  ) {
    super(`Telegram ${code || 'unreachable'}: ${description}`);
  }

  /** Worth trying again later: no answer, a server error, too many requests. */
  get transient(): boolean {
    return this.code === 0 || this.code === 429 || this.code >= 500;
  }
}

/** Telegram's words when an edit changes nothing: the message already says it. */
export const isNotModified = (error: unknown) =>
  error instanceof BotApiError && error.code === 400 && /message is not modified/i.test(error.description);

/** The message to edit is gone (deleted in the group): send a new one instead. */
export const isMessageGone = (error: unknown) =>
  error instanceof BotApiError &&
  error.code === 400 &&
  /message to edit not found|message can't be edited|MESSAGE_ID_INVALID/i.test(error.description);

interface BotAnswer {
  ok?: boolean;
  result?: unknown;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number };
}

/** Calls `method` with `params` (a FormData for a file's bytes); answers its `result`. */
export async function callBot<T = unknown>(
  config: BotConfig,
  method: string,
  params: Record<string, unknown> | FormData,
): Promise<T> {
  const form = params instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl.replace(/\/$/, '')}/bot${config.token}/${method}`, {
      method: 'POST',
      headers: form ? {} : { 'content-type': 'application/json' },
      body: form ? params : JSON.stringify(params),
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
    });
  } catch (error) {
    // The token is in the address: never in the error's words.
    throw new BotApiError(0, error instanceof Error ? error.name : 'network error');
  }
  const answer = (await response.json().catch(() => ({}))) as BotAnswer;
  if (response.ok && answer.ok) return answer.result as T;
  throw new BotApiError(
    answer.error_code ?? response.status,
    answer.description ?? response.statusText,
    answer.parameters?.retry_after,
  );
}
