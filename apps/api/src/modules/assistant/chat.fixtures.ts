import { type ChatEvent, ChatEventSchema } from '@shop/contracts';
import { forwardedFrom, type TestApi } from '../../test/harness';

let next = 0;
/** A client address of its own for each conversation of a test file, so no limit is shared by accident. */
export const newAddress = () => `10.77.${Math.floor(++next / 250)}.${(next % 250) + 1}`;

/** The events of an SSE answer, each checked against the contract. */
export function events(body: string): ChatEvent[] {
  return body
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => ChatEventSchema.parse(JSON.parse(line.slice(5).trim())));
}

/** Asks the assistant of a shop one question (or a whole conversation); the answer's events. */
export async function ask(
  api: TestApi,
  question: string | { role: 'user' | 'assistant'; content: string }[],
  options: { store?: string; lang?: string; token?: string; address?: string } = {},
) {
  const messages = typeof question === 'string' ? [{ role: 'user' as const, content: question }] : question;
  const res = await api.send(
    'POST',
    `/api/chat?store_code=${options.store ?? 'S001'}&lang=${options.lang ?? 'en'}`,
    {
      body: { messages },
      ...(options.token ? { token: options.token } : {}),
      headers: forwardedFrom(options.address ?? newAddress()),
    },
  );
  const list = typeof res.body === 'string' ? events(res.body) : [];
  return {
    status: res.status,
    headers: res.headers,
    body: res.body,
    events: list,
    text: list
      .filter((e) => e.type === 'text')
      .map((e) => e.text)
      .join(''),
    products: list.flatMap((e) => (e.type === 'products' ? e.products : [])),
    links: list.flatMap((e) => (e.type === 'links' ? e.links : [])),
    last: list.at(-1),
  };
}
