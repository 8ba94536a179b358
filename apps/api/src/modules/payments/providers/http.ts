/** One call to an upstream payment API: a JSON answer, or why there is none. */
export type Upstream =
  | { ok: true; status: number; body: unknown }
  | { ok: false; reason: 'upstream_timeout' | 'upstream_error' | 'upstream_unauthorized'; detail: string };

export const DEFAULT_TIMEOUT_MS = 10_000;

export async function callUpstream(url: string, init: RequestInit, timeoutMs: number): Promise<Upstream> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      return { ok: false, reason: 'upstream_timeout', detail: `no answer within ${timeoutMs} ms` };
    }
    return {
      ok: false,
      reason: 'upstream_error',
      detail: error instanceof Error ? error.message : 'fetch failed',
    };
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return {
      ok: false,
      reason: name === 'TimeoutError' || name === 'AbortError' ? 'upstream_timeout' : 'upstream_error',
      detail: 'the answer was cut off',
    };
  }
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { ok: true, status: response.status, body };
}
