import { ApiError } from '@shop/contracts/client';

/** A JSON answer of the web's cart and wishlist actions: `{ ok, message }`. */
export function actionAnswer(ok: boolean, message: string, status = ok ? 200 : 400) {
  return Response.json({ ok, message }, { status, headers: { 'Cache-Control': 'private, no-store' } });
}

/** The status to answer for an API error: its own for 4xx, 502 for anything else. */
export function statusOf(error: unknown): number {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.status : 502;
}
