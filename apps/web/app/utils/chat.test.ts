import { CHAT_MAX_MESSAGE_CHARS, CHAT_MAX_MESSAGES } from '@shop/contracts/constants';
import { describe, expect, it } from 'vitest';
import {
  type AssistantTurn,
  applyChatEvent,
  type ChatCard,
  type ChatTurn,
  finishAnswer,
  formHistory,
  parseStoredTurns,
  pendingAnswer,
  requestMessages,
} from './chat';

const card = (id: number, name = `Laptop ${id}`): ChatCard => ({
  id,
  name,
  image: '',
  price: 900,
  promo_price: null,
  variant_option_id: 0,
  highlights: '',
  price_text: '$900.00',
  promo_price_text: null,
});

const answer = (text: string, extra: Partial<AssistantTurn> = {}): AssistantTurn => ({
  ...pendingAnswer(),
  text,
  status: 'done',
  ...extra,
});

describe('applyChatEvent', () => {
  it('builds an answer from its events', () => {
    let turn = pendingAnswer();
    turn = applyChatEvent(turn, { type: 'tool', name: 'search_products' });
    turn = applyChatEvent(turn, { type: 'text', text: 'Two ' });
    turn = applyChatEvent(turn, { type: 'text', text: 'laptops.' });
    turn = applyChatEvent(turn, { type: 'products', products: [card(1), card(2)] });
    turn = applyChatEvent(turn, { type: 'products', products: [card(2), card(3)] });
    turn = applyChatEvent(turn, { type: 'links', links: [{ title: 'Help', href: '/help-center' }] });
    expect(turn.status).toBe('streaming');
    turn = applyChatEvent(turn, { type: 'done', provider: 'live' });
    expect(turn).toMatchObject({
      text: 'Two laptops.',
      tools: ['search_products'],
      links: [{ title: 'Help', href: '/help-center' }],
      status: 'done',
      error: null,
    });
    expect(turn.products.map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it('keeps what came before an error, and a stream that ended early is an error', () => {
    const failed = applyChatEvent(answer('Half', { status: 'streaming' }), {
      type: 'error',
      message: 'Sorry',
    });
    expect(failed).toMatchObject({ text: 'Half', status: 'error', error: 'Sorry' });
    expect(finishAnswer(answer('Half', { status: 'streaming' }), 'Broke off')).toMatchObject({
      status: 'error',
      error: 'Broke off',
    });
    expect(finishAnswer(answer('Whole'), 'Broke off').status).toBe('done');
  });
});

describe('requestMessages', () => {
  it('sends the history and the question, leaving out a failed answer and its question', () => {
    const turns: ChatTurn[] = [
      { role: 'user', text: 'laptop under $900' },
      answer('', { products: [card(1, 'Vivobook'), card(2, 'IdeaPad')] }),
      { role: 'user', text: 'cheaper?' },
      answer('', { status: 'error', error: 'Sorry' }),
    ];
    expect(requestMessages(turns, '  a cheaper one  ')).toEqual([
      { role: 'user', content: 'laptop under $900' },
      // An answer of cards alone says which products it showed.
      { role: 'assistant', content: 'Vivobook, IdeaPad' },
      { role: 'user', content: 'a cheaper one' },
    ]);
  });

  it('keeps the most recent CHAT_MAX_MESSAGES, each cut to CHAT_MAX_MESSAGE_CHARS', () => {
    const turns: ChatTurn[] = [];
    for (let i = 0; i < 30; i++)
      turns.push({ role: 'user', text: `q${i}` }, answer(`a${i}`.padEnd(2000, '.')));
    const messages = requestMessages(turns, 'last', 1_000_000);
    expect(messages).toHaveLength(CHAT_MAX_MESSAGES);
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'last' });
    expect(messages.every((m) => m.content.length <= CHAT_MAX_MESSAGE_CHARS)).toBe(true);
    // And within the character budget, oldest dropped first; the question always stays.
    const small = requestMessages(turns, 'last', 2500);
    expect(small.map((m) => m.content.length).reduce((a, b) => a + b)).toBeLessThanOrEqual(2500);
    expect(small.at(-1)?.content).toBe('last');
    expect(requestMessages(turns, 'x'.repeat(5000), 10)).toHaveLength(1);
  });

  it('the form carries at most CHAT_MAX_MESSAGES - 1 messages and 4000 characters', () => {
    const turns: ChatTurn[] = [];
    for (let i = 0; i < 30; i++) turns.push({ role: 'user', text: `question ${i}` }, answer(`answer ${i}`));
    expect(formHistory(turns)).toHaveLength(CHAT_MAX_MESSAGES - 1);
    const long: ChatTurn[] = [{ role: 'user', text: 'x'.repeat(900) }, answer('y'.repeat(900))];
    const many = [...long, ...long, ...long, ...long, ...long];
    const history = formHistory(many);
    expect(history.reduce((n, m) => n + m.content.length, 0)).toBeLessThanOrEqual(4000);
    expect(history.at(-1)?.content).toBe('y'.repeat(900));
  });
});

describe('parseStoredTurns', () => {
  it('reads back what was stored; an answer cut off by leaving shows as far as it came', () => {
    const turns: ChatTurn[] = [
      { role: 'user', text: 'hi' },
      answer('Hello', { status: 'streaming', products: [card(1)] }),
      { role: 'user', text: 'again' },
      answer('', { status: 'streaming' }),
    ];
    const back = parseStoredTurns(JSON.stringify(turns));
    expect(back).toHaveLength(3);
    expect(back[1]).toMatchObject({ text: 'Hello', status: 'done' });
  });

  it('anything else is no conversation', () => {
    for (const raw of [
      null,
      '',
      'x',
      '{}',
      '[1]',
      '[{"role":"admin","text":"x"}]',
      '[{"role":"assistant","text":"x"}]',
    ])
      expect(parseStoredTurns(raw), String(raw)).toEqual([]);
  });
});
