import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';
import { ask } from './chat.fixtures';
import { createLiveAssistant } from './live';
import { createOfflineAssistant } from './offline';

// scripts/fake-openai.mjs, the endpoint the browser tests start, answers the live assistant.
const script = fileURLToPath(new URL('../../../../../scripts/fake-openai.mjs', import.meta.url));

let child: ChildProcess;
let api: TestApi;
beforeAll(async () => {
  child = spawn(process.execPath, [script], {
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseURL = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (data: Buffer) => {
      const found = /listening on (\S+)/.exec(data.toString());
      if (found?.[1]) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`fake-openai exited ${code}`)));
  });
  api = await createTestApi({
    assistants: {
      offline: createOfflineAssistant(),
      live: createLiveAssistant({ baseURL, model: 'fake-model', maxRetries: 0 }),
      liveStores: ['S007'],
    },
  });
});
afterAll(async () => {
  await api?.close();
  child?.kill('SIGTERM');
});

describe('scripts/fake-openai.mjs', () => {
  it('calls searchProducts with the question, then answers in the shopper’s language', async () => {
    const answer = await ask(api, 'Galaxy', { store: 'S007', lang: 'zh' });
    expect(answer.events[0]).toEqual({ type: 'tool', name: 'searchProducts' });
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.text).toBe(`在本店为您找到 ${answer.products.length} 件商品。`);
    expect(answer.last).toEqual({ type: 'done', provider: 'live' });
  });
});
