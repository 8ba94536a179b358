import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeBakong, startFakeBakong } from '../testing/fake-bakong';
import { type FakePaypal, startFakePaypal } from '../testing/fake-paypal';
import { formatAmount, parseAmount } from './checks';
import { createProviders, type PaymentsConfig } from './index';
import { createKhqrLive } from './khqr-live';
import { createPaypalLive } from './paypal-live';
import { createSandboxProviders } from './sandbox';
import type { KhqrAttempt, PaymentProvider, PaypalAttempt } from './types';

/** An attempt both kinds of provider take (each reads its own part). */
type Attempt = KhqrAttempt & PaypalAttempt;
type Mismatch = 'amount' | 'currency' | 'account';

// Long enough that a loopback answer on a loaded two-core machine (CI, a browser run beside it) is
// never taken for a timeout (150 ms was, now and then); the timeout cases wait 4 times as long.
const TIMEOUT_MS = 600;
const SHOP_ACCOUNT = 'demo_shop@aclb';

interface Harness {
  provider: PaymentProvider<Attempt>;
  clock: { now(): Date; advance(ms: number): void };
  /** The money arrives (KHQR) or the buyer approves (PayPal), exactly or with a mismatch. */
  pay(attempt: Attempt, mismatch?: Mismatch): void;
  /** The next upstream call about the attempt fails with a 500 or takes longer than the timeout. */
  breakNext(attempt: Attempt, kind: 'error' | 'timeout'): void;
  /** Captures the upstream made for the attempt; undefined where there is no capture (KHQR). */
  captureCount(attempt: Attempt): number | undefined;
  close(): Promise<void>;
}

function clock() {
  let ms = Date.parse('2026-11-24T03:00:00Z');
  return {
    now: () => new Date(ms),
    advance: (by: number) => {
      ms += by;
    },
  };
}

let counter = 0;
function attemptAt(nowMs: number, over: Partial<Attempt> = {}): Attempt {
  const id = `a${++counter}x${nowMs.toString(36)}`;
  return {
    id,
    storeId: 1,
    amountMinor: 1230,
    currency: 'USD',
    createdAt: new Date(nowMs),
    expiresAt: new Date(nowMs + 10 * 60_000),
    bakong: { accountId: SHOP_ACCOUNT, accountType: 'individual', merchantName: 'Demo Shop' },
    returnUrl: `https://s001.shop.test/paypal/success?attempt=${id}`,
    cancelUrl: `https://s001.shop.test/paypal/error?attempt=${id}`,
    ...over,
  };
}

const SANDBOX_MISMATCH = {
  amount: 'amount_mismatch',
  currency: 'currency_mismatch',
  account: 'wrong_account',
} as const;

function sandboxHarness(kind: 'khqr' | 'paypal'): Harness {
  const time = clock();
  const providers = createSandboxProviders({ now: time.now });
  return {
    provider: providers[kind],
    clock: time,
    pay: (attempt, mismatch) =>
      providers.sandbox.simulate(attempt.id, mismatch ? SANDBOX_MISMATCH[mismatch] : 'paid'),
    // The sandbox has no network: its outage is a scenario of the attempt (the same for both kinds).
    breakNext: (attempt) => providers.sandbox.simulate(attempt.id, 'upstream_error'),
    captureCount: (attempt) => (kind === 'paypal' ? providers.sandbox.captureCount(attempt.id) : undefined),
    close: async () => {},
  };
}

async function liveKhqrHarness(): Promise<Harness & { fake: FakeBakong }> {
  const time = clock();
  const fake = await startFakeBakong();
  const provider = createKhqrLive({
    apiUrl: fake.url,
    token: fake.token,
    timeoutMs: TIMEOUT_MS,
    now: time.now,
  });
  return {
    fake,
    provider,
    clock: time,
    pay(attempt, mismatch) {
      const minor = mismatch === 'amount' ? attempt.amountMinor - 1 : attempt.amountMinor;
      const currency =
        mismatch === 'currency' ? (attempt.currency === 'USD' ? 'KHR' : 'USD') : attempt.currency;
      fake.markPaid(attempt.reference!, {
        amount: Number(formatAmount(minor, attempt.currency)),
        currency,
        toAccountId: mismatch === 'account' ? 'someone_else@wing' : SHOP_ACCOUNT,
      });
    },
    breakNext: (_attempt, kind) =>
      kind === 'error' ? fake.failNext(1, 500) : fake.delayNext(TIMEOUT_MS * 4),
    captureCount: () => undefined,
    close: () => fake.close(),
  };
}

async function livePaypalHarness(): Promise<Harness & { fake: FakePaypal }> {
  const time = clock();
  const fake = await startFakePaypal();
  const provider = createPaypalLive({
    apiUrl: fake.url,
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    timeoutMs: TIMEOUT_MS,
    now: time.now,
  });
  return {
    fake,
    provider,
    clock: time,
    pay(attempt, mismatch) {
      const value = formatAmount(attempt.amountMinor - (mismatch === 'amount' ? 1 : 0), 'USD');
      fake.approve(attempt.reference!, { value, ...(mismatch === 'currency' ? { currency: 'EUR' } : {}) });
    },
    breakNext: (_attempt, kind) =>
      kind === 'error' ? fake.failNext(1, 500) : fake.delayNext(TIMEOUT_MS * 4),
    captureCount: (attempt) => fake.captureCount(attempt.reference!),
    close: () => fake.close(),
  };
}

const PROVIDERS: {
  name: string;
  kind: 'khqr' | 'paypal';
  sandbox: boolean;
  mismatches: Mismatch[];
  make: () => Promise<Harness>;
}[] = [
  {
    name: 'sandbox KHQR',
    kind: 'khqr',
    sandbox: true,
    mismatches: ['amount', 'currency', 'account'],
    make: async () => sandboxHarness('khqr'),
  },
  {
    name: 'sandbox PayPal',
    kind: 'paypal',
    sandbox: true,
    mismatches: ['amount', 'currency', 'account'],
    make: async () => sandboxHarness('paypal'),
  },
  {
    name: 'live KHQR against a fake Bakong',
    kind: 'khqr',
    sandbox: false,
    mismatches: ['amount', 'currency', 'account'],
    make: liveKhqrHarness,
  },
  {
    name: 'live PayPal against a fake PayPal',
    kind: 'paypal',
    sandbox: false,
    mismatches: ['amount', 'currency'],
    make: livePaypalHarness,
  },
];

/** An attempt made and initiated, with what the core would store. */
async function started(h: Harness, over: Partial<Attempt> = {}) {
  const attempt = attemptAt(h.clock.now().getTime(), over);
  const initiated = await h.provider.initiate(attempt);
  return { attempt: { ...attempt, reference: initiated.reference, data: initiated.data }, initiated };
}

describe.each(PROVIDERS)('payment provider contract: $name', ({ kind, sandbox, mismatches, make }) => {
  let h: Harness;
  beforeEach(async () => {
    h = await make();
  });
  afterEach(async () => {
    await h.close();
  });

  it('is the provider it says', () => {
    expect(h.provider.id).toBe(kind);
  });

  it('initiate gives the next action of its kind and a reference', async () => {
    const { attempt, initiated } = await started(h);
    expect(initiated.reference).toBeTruthy();
    const next = initiated.nextAction;
    if (kind === 'khqr') {
      expect(next.kind).toBe('displayQr');
      if (next.kind !== 'displayQr') return;
      expect(next.payload.startsWith('000201')).toBe(true);
      expect(next.md5).toBe(createHash('md5').update(next.payload).digest('hex'));
      expect(initiated.reference).toBe(next.md5);
      expect(next.imageSvg).toContain('<svg');
      expect(next.expiresAt).toEqual(attempt.expiresAt);
    } else {
      expect(next.kind).toBe('redirect');
      if (next.kind !== 'redirect') return;
      if (sandbox) expect(next.url).toBe(attempt.returnUrl);
      else expect(next.url).toMatch(/^https:\/\/www\.sandbox\.paypal\.com\/checkoutnow\?token=/);
    }
  });

  it('refresh is pending before the payment, and paid after it (complete, then refresh)', async () => {
    const { attempt } = await started(h);
    expect((await h.provider.refresh(attempt)).status).toBe('pending');
    h.pay(attempt);
    const done = await h.provider.complete(attempt);
    expect(done.status).toBe('paid');
    expect(done.facts).toMatchObject({ amountMinor: 1230, currency: 'USD' });
    expect(done.facts?.transactionId).toBeTruthy();
    expect(await h.provider.refresh(attempt)).toMatchObject({ status: 'paid', facts: done.facts });
  });

  it.each(mismatches)('a payment with another %s is failed, never paid', async (mismatch) => {
    const { attempt } = await started(h);
    h.pay(attempt, mismatch);
    const done = await h.provider.complete(attempt);
    expect(done.status).toBe('failed');
    expect(done.reason).toMatch(/_mismatch$/);
    expect((await h.provider.refresh(attempt)).status).toBe('failed');
  });

  it('complete is idempotent: called twice, one capture and the same facts', async () => {
    const { attempt } = await started(h);
    h.pay(attempt);
    const first = await h.provider.complete(attempt);
    const second = await h.provider.complete(attempt);
    expect(first.status).toBe('paid');
    expect(second).toEqual(first);
    const captures = h.captureCount(attempt);
    if (kind === 'paypal') expect(captures).toBe(1);
    else expect(captures).toBeUndefined();
  });

  it.each(['error', 'timeout'] as const)(
    'an upstream %s is pending (retryable), not a crash, and the next check goes through',
    async (trouble) => {
      const { attempt } = await started(h);
      h.pay(attempt);
      h.breakNext(attempt, trouble);
      const broken = await h.provider.complete(attempt);
      expect(broken.status).toBe('pending');
      expect(broken.reason).toMatch(/^upstream_/);
      if (!sandbox) expect(broken.reason).toBe(trouble === 'error' ? 'upstream_error' : 'upstream_timeout');
      expect((await h.provider.complete(attempt)).status).toBe('paid');
      if (kind === 'paypal') expect(h.captureCount(attempt)).toBe(1);
    },
  );

  it('is expired after expiresAt when nothing was paid, and pending just before', async () => {
    const { attempt } = await started(h);
    h.clock.advance(attempt.expiresAt.getTime() - attempt.createdAt.getTime() - 1);
    expect((await h.provider.refresh(attempt)).status).toBe('pending');
    h.clock.advance(1);
    expect(await h.provider.refresh(attempt)).toMatchObject({ status: 'expired' });
    expect((await h.provider.complete(attempt)).status).toBe('expired');
  });

  it('money that came before the expiry still counts after it', async () => {
    const { attempt } = await started(h);
    h.pay(attempt);
    h.clock.advance(60 * 60_000);
    expect((await h.provider.complete(attempt)).status).toBe('paid');
  });

  it('cancel lets an unpaid attempt go, and reports a paid one as paid', async () => {
    const unpaid = await started(h);
    expect(await h.provider.cancel(unpaid.attempt)).toEqual({ status: 'failed', reason: 'cancelled' });
    const paid = await started(h);
    h.pay(paid.attempt);
    await h.provider.complete(paid.attempt);
    expect((await h.provider.cancel(paid.attempt)).status).toBe('paid');
  });

  if (kind === 'khqr') {
    it('a riel KHQR is paid in riel', async () => {
      const { attempt } = await started(h, { currency: 'KHR', amountMinor: 50_000 });
      h.pay(attempt);
      expect(await h.provider.complete(attempt)).toMatchObject({
        status: 'paid',
        facts: { amountMinor: 50_000, currency: 'KHR' },
      });
    });
  } else {
    it('refuses a riel attempt (PayPal has no KHR): the core converts first', async () => {
      const attempt = attemptAt(h.clock.now().getTime(), { currency: 'KHR', amountMinor: 50_000 });
      await expect(h.provider.initiate(attempt)).rejects.toThrow(/USD only/);
    });

    it('refresh after approval waits for the capture', async () => {
      const { attempt } = await started(h);
      h.pay(attempt);
      expect(await h.provider.refresh(attempt)).toMatchObject({
        status: 'pending',
        reason: 'awaiting_capture',
      });
    });
  }
});

describe('live KHQR speaks the Bakong Open API', () => {
  let h: Awaited<ReturnType<typeof liveKhqrHarness>>;
  beforeEach(async () => {
    h = await liveKhqrHarness();
  });
  afterEach(async () => {
    await h.close();
  });

  it('sends the bearer token and the md5 to /v1/check_transaction_by_md5', async () => {
    const { attempt } = await started(h);
    await h.provider.refresh(attempt);
    const [check] = h.fake.requests;
    expect(check).toMatchObject({ method: 'POST', path: '/v1/check_transaction_by_md5' });
    expect(check?.headers.authorization).toBe(`Bearer ${h.fake.token}`);
    expect(check?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(check?.body ?? '')).toEqual({ md5: attempt.reference });
    expect(h.fake.authorizedChecks()).toBe(1);
  });

  it('a refused token is pending with the reason, never failed (the shopper may have paid)', async () => {
    const provider = createKhqrLive({ apiUrl: h.fake.url, token: 'expired-jwt', now: h.clock.now });
    const { attempt } = await started(h);
    h.pay(attempt);
    expect(await provider.refresh(attempt)).toMatchObject({
      status: 'pending',
      reason: 'upstream_unauthorized',
    });
    h.clock.advance(60 * 60_000);
    expect((await provider.refresh(attempt)).status).toBe('pending');
  });

  it('a transaction Bakong reports as failed (errorCode 3) is failed', async () => {
    const { attempt } = await started(h);
    h.fake.markFailed(attempt.reference);
    expect(await h.provider.refresh(attempt)).toMatchObject({ status: 'failed', reason: 'declined' });
  });

  it('an unreachable Bakong is pending', async () => {
    const { attempt } = await started(h);
    const provider = createKhqrLive({ apiUrl: 'http://127.0.0.1:9', token: 't', timeoutMs: TIMEOUT_MS });
    expect(await provider.refresh(attempt)).toMatchObject({ status: 'pending', reason: 'upstream_error' });
  });

  it("a payment into the account in other letter case is the shop's; facts carry hash and payer", async () => {
    const { attempt } = await started(h);
    h.fake.markPaid(attempt.reference, {
      amount: 12.3,
      currency: 'USD',
      toAccountId: SHOP_ACCOUNT.toUpperCase(),
    });
    const state = await h.provider.refresh(attempt);
    expect(state).toMatchObject({ status: 'paid', facts: { amountMinor: 1230, payerAccount: 'buyer@aclb' } });
    expect(state.facts?.transactionId).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('live PayPal speaks Orders v2', () => {
  let h: Awaited<ReturnType<typeof livePaypalHarness>>;
  beforeEach(async () => {
    h = await livePaypalHarness();
  });
  afterEach(async () => {
    await h.close();
  });

  it('creates a CAPTURE order in USD with 2 decimals, our ids and the return URLs', async () => {
    const { attempt } = await started(h, { amountMinor: 1200, brandName: 'Demo Shop' });
    const create = h.fake.requests.find((r) => r.path === '/v2/checkout/orders');
    expect(create?.headers['paypal-request-id']).toBe(`create-${attempt.id}`);
    expect(JSON.parse(create?.body ?? '')).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ custom_id: attempt.id, amount: { currency_code: 'USD', value: '12.00' } }],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: attempt.returnUrl,
            cancel_url: attempt.cancelUrl,
            user_action: 'PAY_NOW',
            brand_name: 'Demo Shop',
          },
        },
      },
    });
  });

  it('asks for a token with basic auth once and reuses it until shortly before it expires', async () => {
    const { attempt } = await started(h);
    const token = h.fake.requests[0];
    expect(token?.path).toBe('/v1/oauth2/token');
    expect(token?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${h.fake.clientId}:${h.fake.clientSecret}`).toString('base64')}`,
    );
    expect(token?.body).toBe('grant_type=client_credentials');
    await h.provider.refresh(attempt);
    h.pay(attempt);
    await h.provider.complete(attempt);
    expect(h.fake.tokensIssued()).toBe(1);
    const bearers = new Set(h.fake.requests.slice(1).map((r) => r.headers.authorization));
    expect(bearers.size).toBe(1);
    h.clock.advance(32_400_000 - 30_000);
    await h.provider.refresh(attempt);
    expect(h.fake.tokensIssued()).toBe(2);
  });

  it('a revoked token is replaced once, and the call goes through', async () => {
    const { attempt } = await started(h);
    h.fake.revokeTokens();
    expect((await h.provider.refresh(attempt)).status).toBe('pending');
    expect(h.fake.tokensIssued()).toBe(2);
  });

  it('wrong client credentials: initiate throws a retryable upstream error', async () => {
    const provider = createPaypalLive({ apiUrl: h.fake.url, clientId: 'x', clientSecret: 'y' });
    const attempt = attemptAt(Date.now());
    await expect(provider.initiate(attempt)).rejects.toMatchObject({
      name: 'PaymentUpstreamError',
      reason: 'upstream_unauthorized',
    });
  });

  it('initiate twice for one attempt makes one order (create-<attemptId>)', async () => {
    const attempt = attemptAt(h.clock.now().getTime());
    const first = await h.provider.initiate(attempt);
    const second = await h.provider.initiate(attempt);
    expect(second.reference).toBe(first.reference);
    expect(h.fake.orderFor(attempt.id)?.id).toBe(first.reference);
  });

  it('captures with PayPal-Request-Id capture-<attemptId>; a repeat returns the same capture', async () => {
    const { attempt } = await started(h);
    h.pay(attempt);
    const first = await h.provider.complete(attempt);
    const second = await h.provider.complete(attempt);
    const captures = h.fake.requests.filter((r) => r.path.endsWith('/capture'));
    expect(captures.map((r) => r.headers['paypal-request-id'])).toEqual([
      `capture-${attempt.id}`,
      `capture-${attempt.id}`,
    ]);
    expect(second.facts?.transactionId).toBe(first.facts?.transactionId);
    expect(h.fake.captureCount(attempt.reference)).toBe(1);
  });

  it('complete before approval is pending, and captures nothing', async () => {
    const { attempt } = await started(h);
    expect(await h.provider.complete(attempt)).toMatchObject({
      status: 'pending',
      reason: 'awaiting_approval',
    });
    expect(h.fake.captureCount(attempt.reference)).toBe(0);
  });

  it('a declined capture is failed; a pending capture is pending', async () => {
    const declined = await started(h);
    h.fake.approve(declined.attempt.reference, { captureStatus: 'DECLINED' });
    expect(await h.provider.complete(declined.attempt)).toMatchObject({
      status: 'failed',
      reason: 'declined',
    });
    const slow = await started(h);
    h.fake.approve(slow.attempt.reference, { captureStatus: 'PENDING' });
    expect(await h.provider.complete(slow.attempt)).toMatchObject({
      status: 'pending',
      reason: 'capture_pending',
    });
  });

  it("an order that is not the attempt's is failed", async () => {
    const mine = await started(h);
    const other = await started(h);
    h.pay(other.attempt);
    await h.provider.complete(other.attempt);
    const swapped = { ...mine.attempt, reference: other.attempt.reference };
    expect(await h.provider.refresh(swapped)).toMatchObject({
      status: 'failed',
      reason: 'reference_mismatch',
    });
  });
});

describe('sandbox scenarios (simulate)', () => {
  const time = clock();
  const { khqr, paypal, sandbox } = createSandboxProviders({ now: time.now });
  const begin = async <A extends Attempt>(provider: PaymentProvider<A>) => {
    const attempt = attemptAt(time.now().getTime()) as A;
    const { reference, data } = await provider.initiate(attempt);
    return { ...attempt, reference, data };
  };

  it.each([
    ['khqr', khqr],
    ['paypal', paypal],
  ] as const)('%s: failed and expired are what they say, before the expiry too', async (_name, provider) => {
    const failing = await begin(provider);
    sandbox.simulate(failing.id, 'failed');
    expect(await provider.complete(failing)).toMatchObject({ status: 'failed', reason: 'declined' });
    const lapsing = await begin(provider);
    sandbox.simulate(lapsing.id, 'expired');
    expect(await provider.refresh(lapsing)).toMatchObject({ status: 'expired' });
  });

  it('an attempt the sandbox never saw (the process restarted) is pending, and can still be simulated', async () => {
    const attempt = { ...attemptAt(time.now().getTime()), reference: 'f'.repeat(32) };
    expect((await khqr.refresh(attempt)).status).toBe('pending');
    sandbox.simulatePaid(attempt.id);
    expect((await khqr.refresh(attempt)).status).toBe('paid');
  });

  it('a captured PayPal payment stays paid whatever is simulated after it', async () => {
    const attempt = await begin(paypal);
    sandbox.simulatePaid(attempt.id);
    await paypal.complete(attempt);
    sandbox.simulate(attempt.id, 'amount_mismatch');
    expect((await paypal.complete(attempt)).status).toBe('paid');
    expect(sandbox.captureCount(attempt.id)).toBe(1);
  });
});

describe('money at the protocol edge', () => {
  it('formats minor units and reads decimals back exactly', () => {
    expect(formatAmount(1230, 'USD')).toBe('12.30');
    expect(formatAmount(5, 'USD')).toBe('0.05');
    expect(formatAmount(50_000, 'KHR')).toBe('50000');
    expect(parseAmount('12.30', 'USD')).toBe(1230);
    expect(parseAmount(12.3, 'USD')).toBe(1230);
    expect(parseAmount(0.1 + 0.2, 'USD')).toBeUndefined();
    expect(parseAmount('12.345', 'USD')).toBeUndefined();
    expect(parseAmount(50_000, 'KHR')).toBe(50_000);
    expect(parseAmount('50000.5', 'KHR')).toBeUndefined();
    expect(parseAmount('-1', 'USD')).toBeUndefined();
  });
});

describe('createProviders', () => {
  const base: PaymentsConfig = {
    NODE_ENV: 'development',
    PAYMENTS_MODE: 'sandbox',
    PAYMENTS_SANDBOX_IN_PRODUCTION: false,
    BAKONG_API_URL: 'https://api-bakong.nbc.gov.kh',
    PAYPAL_API_URL: 'https://api-m.sandbox.paypal.com',
  };

  it('is the sandbox by default, with its simulate controls', () => {
    const providers = createProviders(base);
    expect(providers.mode).toBe('sandbox');
    expect('sandbox' in providers).toBe(true);
  });

  it('refuses the sandbox in production unless PAYMENTS_SANDBOX_IN_PRODUCTION says yes', () => {
    expect(() => createProviders({ ...base, NODE_ENV: 'production' })).toThrow(
      /PAYMENTS_SANDBOX_IN_PRODUCTION/,
    );
    expect(
      createProviders({ ...base, NODE_ENV: 'production', PAYMENTS_SANDBOX_IN_PRODUCTION: true }).mode,
    ).toBe('sandbox');
  });

  it('live refuses to start without credentials, naming them', () => {
    expect(() => createProviders({ ...base, PAYMENTS_MODE: 'live', BAKONG_TOKEN: 't' })).toThrow(
      'PAYMENTS_MODE=live needs PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET',
    );
  });

  it('live with credentials has live providers and no sandbox controls', () => {
    const providers = createProviders({
      ...base,
      NODE_ENV: 'production',
      PAYMENTS_MODE: 'live',
      BAKONG_TOKEN: 't',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
    });
    expect(providers.mode).toBe('live');
    expect('sandbox' in providers).toBe(false);
    expect([providers.khqr.id, providers.paypal.id]).toEqual(['khqr', 'paypal']);
  });
});
