import { chromium } from '@playwright/test';
const [,, url, out, w = '390', h = '844'] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: +w, height: +h } });
await p.goto(url, { waitUntil: 'networkidle' });
await p.screenshot({ path: out, fullPage: process.env.FULL === '1' });
await b.close();
