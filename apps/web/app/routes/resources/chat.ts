import { parseChatRequest, relayAnswer } from '../../data/chat.server';
import type { Route } from './+types/chat';

const refuse = (message: string) =>
  Response.json({ ok: false, message }, { status: 400, headers: { 'Cache-Control': 'private, no-store' } });

/**
 * `POST /api/chat` (JSON `{ messages }`): the shop assistant's answer as an event stream, each
 * event passed on as it arrives (components/chat/use-chat.ts reads it). The API is called from
 * here, with the session's token, which never reaches the browser's scripts. A body that is not
 * a conversation: 400 naming the field.
 */
export async function action({ request, context }: Route.ActionArgs) {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return refuse('body: must be JSON');
  }
  const parsed = parseChatRequest(body);
  if (!parsed.ok) return refuse(`${parsed.field}: ${parsed.message}`);
  return relayAnswer(context, parsed.messages, request.signal);
}
