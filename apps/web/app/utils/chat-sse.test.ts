import { describe, expect, it } from 'vitest';
import { chatEventOf, createSseParser, readSse, sseFrame } from './chat-sse';

function parseAll(pieces: string[]): string[] {
  const out: string[] = [];
  const parser = createSseParser((data) => out.push(data));
  for (const piece of pieces) parser.push(piece);
  parser.end();
  return out;
}

const STREAM =
  ': hello\n\ndata: {"type":"text","text":"a"}\n\nevent: message\nid: 7\ndata: {"type":"tool",\ndata: "name":"x"}\r\n\r\ndata:{"type":"done","provider":"live"}\r\rretry: 100\n\n';
const EVENTS = [
  '{"type":"text","text":"a"}',
  '{"type":"tool",\n"name":"x"}',
  '{"type":"done","provider":"live"}',
];

describe('createSseParser', () => {
  it('reads events, multi-line data, comments, other fields and every line ending', () => {
    expect(parseAll([STREAM])).toEqual(EVENTS);
  });

  it('gives the same events however the stream is cut, even between \\r and \\n', () => {
    for (let i = 0; i <= STREAM.length; i++)
      for (const j of [i, Math.min(STREAM.length, i + 3)])
        expect(
          parseAll([STREAM.slice(0, i), STREAM.slice(i, j), STREAM.slice(j)]),
          `cut at ${i}, ${j}`,
        ).toEqual(EVENTS);
    expect(parseAll([...STREAM])).toEqual(EVENTS);
  });

  it('hands an event over as soon as its blank line arrives, not at the end', () => {
    const out: string[] = [];
    const parser = createSseParser((data) => out.push(data));
    parser.push('data: 1\n');
    expect(out).toEqual([]);
    parser.push('\ndata: 2');
    expect(out).toEqual(['1']);
    parser.end();
    // A last event without its blank line still counts.
    expect(out).toEqual(['1', '2']);
  });

  it('ignores blank events and data without a space after the colon keeps its text', () => {
    expect(parseAll(['\n\n\ndata:x\n\ndata\n\n'])).toEqual(['x', '']);
  });
});

describe('readSse', () => {
  it('decodes UTF-8 split inside a character (Khmer, Chinese)', async () => {
    const bytes = new TextEncoder().encode(
      `${sseFrame({ type: 'text', text: 'កុំព្យូទ័រ' })}${sseFrame({ type: 'text', text: '笔记本' })}`,
    );
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 5) controller.enqueue(bytes.slice(i, i + 5));
        controller.close();
      },
    });
    const texts: string[] = [];
    await readSse(body, (data) => texts.push((chatEventOf(data) as { text: string }).text));
    expect(texts).toEqual(['កុំព្យូទ័រ', '笔记本']);
  });

  it('rejects when the stream breaks', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: {"type":"text","text":"a"}\n\n'));
        controller.error(new Error('reset'));
      },
    });
    const seen: string[] = [];
    await expect(readSse(body, (data) => seen.push(data))).rejects.toThrow('reset');
  });
});

describe('chatEventOf', () => {
  it('takes the events of the contract and skips anything else', () => {
    expect(chatEventOf('{"type":"done","provider":"offline"}')).toEqual({
      type: 'done',
      provider: 'offline',
    });
    expect(chatEventOf('{"type":"thinking"}')).toBeNull();
    expect(chatEventOf('not json')).toBeNull();
    expect(chatEventOf('null')).toBeNull();
    expect(chatEventOf('[1]')).toBeNull();
  });
});
