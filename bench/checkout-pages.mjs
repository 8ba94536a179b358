#!/usr/bin/env node
// The first-load size of the pages a buyer sees: checkout, buy now, the order list, an order and
// its print page, each as a signed-in customer with a cart (gzip on the wire; aim ≤ 130 KB of
// JavaScript for /checkout, the figure).
//
//   npm run build && node bench/checkout-pages.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiCall, firstLoadAssets, onWire, startShop, waitFor } from './lib.mjs';

const apiPort = 4121;
const webPort = 3121;
const API = `http://127.0.0.1:${apiPort}`;
const WEB = `http://localhost:${webPort}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-pages-'));
const shop = startShop({ apiPort, webPort, dataDir });

const call = (method, path, token, body) => apiCall(API, method, path, token, body);

try {
  await waitFor(`${API}/health`);
  await waitFor(`${WEB}/`);
  const stamp = Date.now().toString(36);
  const { data: session } = await call('POST', '/api/auth/register', null, {
    name: 'Bench Buyer',
    email: `bench-${stamp}@example.com`,
    phone: `09${String(Date.now()).slice(-8)}`,
    password: 'bench-pass-12345',
  });
  const token = session.token;
  const products = (await call('GET', '/api/products?page=1&row_per_page=2&sort=newest')).data;
  const address = (
    await call('POST', '/api/profile/location/add', token, {
      name: 'Home',
      description: 'No. 5, Street 51, Phnom Penh',
      lat: 11.5564,
      long: 104.9282,
    })
  ).data.id;
  for (const p of products) await call('POST', '/api/cart/add', token, { product_id: p.id, quantity: 1 });
  const order = (
    await call('POST', '/api/checkout', token, { address, payment_type: 'cash', payment_method: 'cod' })
  ).data.order_id;
  for (const p of products) await call('POST', '/api/cart/add', token, { product_id: p.id, quantity: 1 });

  const cookie = `session=${token}`;
  const pages = {
    '/checkout': `${WEB}/checkout`,
    '/buynow/{id}': `${WEB}/buynow/${products[0].id}?quantity=1`,
    '/account/myaccount/myorders': `${WEB}/account/myaccount/myorders`,
    '/account/myaccount/myorders/checkout-detail/{id}': `${WEB}/account/myaccount/myorders/checkout-detail/${order}`,
    '/print/order': `${WEB}/print/order?id=${order}`,
  };
  const result = {};
  for (const [name, url] of Object.entries(pages)) {
    const res = await fetch(url, { headers: { cookie, 'accept-language': 'en' }, redirect: 'manual' });
    if (res.status !== 200) throw new Error(`${name} answered ${res.status}`);
    const html = await res.text();
    const wire = await onWire(url, { cookie, 'accept-encoding': 'gzip' });
    const assets = await firstLoadAssets(html, WEB);
    result[name] = {
      html_gzip_kb: +(wire.body.length / 1024).toFixed(1),
      js_gzip_kb: assets.js_gzip_kb,
      css_gzip_kb: assets.css_gzip_kb,
    };
  }
  console.table(result);
} finally {
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
