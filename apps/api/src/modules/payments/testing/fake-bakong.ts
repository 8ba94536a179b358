import { createHash } from 'node:crypto';
import {
  type FakeServer,
  header,
  jsonOf,
  type RecordedRequest,
  type Reply,
  startFakeServer,
} from './fake-server';

export interface BakongPayment {
  /** In the currency's unit as Bakong reports it: 12.3 (USD), 10000 (KHR). */
  amount: number;
  currency: string;
  toAccountId: string;
  fromAccountId?: string;
}

export interface FakeBakong extends FakeServer {
  token: string;
  /** A payment of the KHQR with this md5 arrived. */
  markPaid(md5: string, payment: BakongPayment): void;
  /** Bakong reports the transaction of this md5 as failed (errorCode 3). */
  markFailed(md5: string): void;
  /** How many checks carried the right bearer token. */
  authorizedChecks(): number;
}

const envelope = (responseCode: 0 | 1, responseMessage: string, errorCode: number | null, data: unknown) => ({
  responseCode,
  responseMessage,
  errorCode,
  data,
});

/** The Bakong Open API's `check_transaction_by_md5` as a loopback server. */
export async function startFakeBakong(options: { token?: string } = {}): Promise<FakeBakong> {
  const token = options.token ?? 'fake-bakong-jwt';
  const paid = new Map<string, BakongPayment & { at: number }>();
  const failed = new Set<string>();
  let authorized = 0;

  function route(request: RecordedRequest): Reply {
    const path = new URL(request.path, 'http://fake').pathname;
    if (request.method !== 'POST' || path !== '/v1/check_transaction_by_md5') {
      return { status: 404, body: envelope(1, 'Not found', null, null) };
    }
    if (header(request, 'authorization') !== `Bearer ${token}`) {
      return {
        status: 401,
        body: envelope(1, 'Unauthorized, not yet requested for token or code invalid', 6, null),
      };
    }
    authorized++;
    const body = jsonOf(request.body) as { md5?: unknown } | undefined;
    const md5 = typeof body?.md5 === 'string' ? body.md5 : undefined;
    if (!md5 || !/^[0-9a-f]{32}$/i.test(md5)) {
      return { status: 200, body: envelope(1, 'Missing required fields', 5, null) };
    }
    if (failed.has(md5)) return { status: 200, body: envelope(1, 'Transaction failed.', 3, null) };
    const payment = paid.get(md5);
    if (!payment)
      return {
        status: 200,
        body: envelope(1, 'Transaction could not be found. Please check and try again.', 1, null),
      };
    return {
      status: 200,
      body: envelope(0, 'Getting transaction successfully.', null, {
        hash: createHash('sha256').update(md5).digest('hex'),
        fromAccountId: payment.fromAccountId ?? 'buyer@aclb',
        toAccountId: payment.toAccountId,
        currency: payment.currency,
        amount: payment.amount,
        description: '',
        createdDateMs: payment.at,
        acknowledgedDateMs: payment.at + 1000,
        trackingStatus: null,
        receiverBank: null,
        receiverBankAccount: null,
        instructionRef: null,
        externalRef: null,
      }),
    };
  }

  const server = await startFakeServer(route);
  return Object.assign(server, {
    token,
    markPaid(md5: string, payment: BakongPayment) {
      paid.set(md5, { ...payment, at: Date.now() });
    },
    markFailed(md5: string) {
      failed.add(md5);
    },
    authorizedChecks: () => authorized,
  });
}
