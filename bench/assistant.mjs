#!/usr/bin/env node
// The shop assistant's answer time: p50/p95 of POST /api/chat (offline provider, the whole
// streamed answer read) with 10 conversations at once, questions mixed over en, kh and zh.
//
//   node bench/assistant.mjs [--conversations 10] [--questions 30] [--api http://127.0.0.1:4430 --secret …]
//
// Without --api it starts the API itself on port 4430 over PGlite in bench/.data-assistant (seeded
// on first run), with a FORWARDED_SECRET of its own: each conversation sends its own client
// address with it, as the storefront does, so the per-client limits (20 a minute) count each
// simulated shopper apart and the benchmark is never refused by them. A run sends at most
// `questions` per conversation, so keep it ≤ 20 per minute per address or pass more addresses.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root, waitFor } from './lib.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const conversations = Number(arg('conversations', 10));
const questionsEach = Number(arg('questions', 30));
const port = 4430;
let base = arg('api', '');
let secret = arg('secret', process.env.FORWARDED_SECRET ?? '');

const QUESTIONS = [
  ['en', 'a laptop for video editing under $900'],
  ['en', 'cheap samsung phone'],
  ['en', 'compare MacBook Air 13 M4 and Zenbook 14'],
  ['en', 'How do I pay with KHQR?'],
  ['en', 'gaming laptop between 800 and 1200'],
  ['kh', 'ខ្ញុំចង់បានល្បប់ថបសម្រាប់កាត់តវីដេអូ ក្រោម 900 ដុល្លារ'],
  ['kh', 'ទូរស័ព្ទ សាំសុង តម្លៃមិនលើស ៥០០'],
  ['kh', 'ការដឹកជញ្ជូនទៅខេត្តយ៉ាងម៉េច?'],
  ['zh', '我想买一台剪辑视频的笔记本电脑，预算900美元以内'],
  ['zh', '比较 MacBook Air 13 M4 和 Zenbook 14'],
  ['zh', '保修多久？'],
  ['zh', '三星手机不超过500'],
  // Kinds and orders (issue 32).
  ['en', 'I need earphones for running'],
  ['en', 'the most expensive laptop'],
  ['en', 'cheapest galaxy tablet'],
  ['kh', 'ទូរស័ព្ទកាមេរ៉ាល្អបំផុត'],
  ['zh', '最轻的笔记本电脑'],
  ['en', 'do you sell printers?'],
];

let api;
if (!base) {
  secret = randomBytes(24).toString('base64url');
  base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    API_PORT: String(port),
    NODE_ENV: 'production',
    PAYMENTS_SANDBOX_IN_PRODUCTION: 'true',
    DATA_DIR: process.env.DATA_DIR ?? join(root, 'bench/.data-assistant'),
    FORWARDED_SECRET: secret,
  };
  // The offline provider is what is measured: no model, whatever the shell has set.
  delete env.LLM_BASE_URL;
  api = spawn(process.execPath, [createRequire(import.meta.url).resolve('tsx/cli'), 'src/index.ts'], {
    cwd: join(root, 'apps/api'),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function askOnce(address, lang, question) {
  const started = performance.now();
  const res = await fetch(`${base}/api/chat?store_code=S001&lang=${lang}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...(secret ? { 'x-forwarded-secret': secret } : {}),
    },
    body: JSON.stringify({ messages: [{ role: 'user', content: question }] }),
  });
  const body = await res.text();
  const ms = performance.now() - started;
  const ok = res.status === 200 && body.includes('"type":"done"');
  return { ms, ok, status: res.status };
}

try {
  await waitFor(`${base}/health`);
  // Warm up: the vocabulary and the prepared statements of the first answers.
  for (const [lang, q] of QUESTIONS) await askOnce('10.250.0.1', lang, q);
  const latencies = [];
  const failures = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: conversations }, async (_, c) => {
      for (let i = 0; i < questionsEach; i++) {
        // A new address every 15 questions keeps each under the 20-a-minute limit.
        const address = `10.251.${c}.${Math.floor(i / 15) + 1}`;
        const [lang, q] = QUESTIONS[(c * 7 + i) % QUESTIONS.length];
        const r = await askOnce(address, lang, q);
        latencies.push(r.ms);
        if (!r.ok) failures.push(r.status);
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const result = {
    conversations,
    answers: latencies.length,
    failures: failures.length,
    p50_ms: Math.round(percentile(latencies, 50)),
    p95_ms: Math.round(percentile(latencies, 95)),
    max_ms: Math.round(latencies.at(-1)),
    answers_per_s: Math.round(latencies.length / wall),
  };
  console.log(JSON.stringify(result, null, 2));
  if (failures.length) process.exitCode = 1;
} finally {
  if (api) {
    api.kill('SIGTERM');
    await new Promise((r) => (api.exitCode === null ? api.once('exit', r) : r()));
  }
}
