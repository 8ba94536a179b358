import { LRUCache } from 'lru-cache';
import { formatAmount, judgePayment, pendingOrExpired, requireReference } from './checks';
import { khqrInitiate } from './khqr-live';
import type {
  KhqrAttempt,
  PaymentAttempt,
  PaymentCurrency,
  PaymentProvider,
  PaymentState,
  PaypalAttempt,
  Providers,
} from './types';

/**
 * What the sandbox does for an attempt, switched by `simulate(attemptId, scenario)` (the checkout
 * page's "simulate payment" control in sandbox mode):
 * - `paid`: KHQR: the money arrived; PayPal: the buyer approved (the capture in `complete` pays);
 * - `failed`: Bakong reports the transaction failed / PayPal declines the capture;
 * - `expired`: the QR or the PayPal order lapsed now, whatever the attempt's expiry;
 * - `amount_mismatch`, `currency_mismatch`, `wrong_account`: money arrived, but one minor unit
 *   short, in the other currency, or into another account (PayPal: for another order); the same
 *   checks as live turn it into `failed`;
 * - `upstream_error`: the next check finds the provider unreachable (`pending`, retryable), once.
 * Without a scenario an attempt stays `pending` until its `expiresAt`, then `expired`.
 */
export const SANDBOX_SCENARIOS = [
  'paid',
  'failed',
  'expired',
  'amount_mismatch',
  'currency_mismatch',
  'wrong_account',
  'upstream_error',
] as const;
export type SandboxScenario = (typeof SANDBOX_SCENARIOS)[number];

export interface SandboxControls {
  simulate(attemptId: string, scenario: SandboxScenario): void;
  /** `simulate(attemptId, 'paid')`. */
  simulatePaid(attemptId: string): void;
  /** How many captures the PayPal sandbox made for the attempt (0 or 1). */
  captureCount(attemptId: string): number;
}

export interface SandboxProviders extends Providers {
  mode: 'sandbox';
  sandbox: SandboxControls;
}

interface Script {
  scenario?: Exclude<SandboxScenario, 'upstream_error'>;
  /** One simulated outage, before whatever the scenario says. */
  outage?: boolean;
  /** The PayPal sandbox's capture: what it "took" (fixed at the first capture). */
  captured?: { amount: string; currency: PaymentCurrency };
}

const OTHER: Record<PaymentCurrency, PaymentCurrency> = { USD: 'KHR', KHR: 'USD' };

/** Money "seen" by the sandbox for a scenario; the live checks then judge it. */
function seenFor(attempt: PaymentAttempt, scenario: Script['scenario']) {
  const short = attempt.amountMinor > 1 ? attempt.amountMinor - 1 : attempt.amountMinor + 1;
  const currency = scenario === 'currency_mismatch' ? OTHER[attempt.currency] : attempt.currency;
  const amountMinor = scenario === 'amount_mismatch' ? short : attempt.amountMinor;
  return { amount: formatAmount(amountMinor, currency), currency };
}

/**
 * Offline providers for development, demos and tests: no network, no credentials. The KHQR is a
 * real one (the QR renders and scans as a valid code); status comes from a script per attempt,
 * kept in this process (restart it and unsimulated attempts are simply pending).
 */
export function createSandboxProviders(options: { now?: () => Date } = {}): SandboxProviders {
  const now = options.now ?? (() => new Date());
  // Bounded: a demo shop left running for months must not grow without end.
  const scripts = new LRUCache<string, Script>({ max: 10_000 });
  const scriptOf = (id: string): Script => {
    let script = scripts.get(id);
    if (!script) {
      script = {};
      scripts.set(id, script);
    }
    return script;
  };
  /** The scenarios every check shares; undefined when the provider decides. */
  function common(
    attempt: PaymentAttempt,
    script: Script,
    waiting: PaymentState['reason'],
  ): PaymentState | undefined {
    if (script.outage) {
      delete script.outage;
      return { status: 'pending', reason: 'upstream_error', detail: 'sandbox: simulated outage' };
    }
    switch (script.scenario) {
      case undefined:
        return pendingOrExpired(attempt, now(), waiting);
      case 'expired':
        return { status: 'expired', reason: 'expired' };
      case 'failed':
        return { status: 'failed', reason: 'declined', detail: 'sandbox: simulated failure' };
      default:
        return undefined;
    }
  }

  async function khqrRefresh(attempt: KhqrAttempt): Promise<PaymentState> {
    const md5 = requireReference(attempt);
    const script = scriptOf(attempt.id);
    const decided = common(attempt, script, 'not_found');
    if (decided || !script.scenario) return decided ?? { status: 'pending' };
    const account = script.scenario === 'wrong_account' ? 'someone.else@sandbox' : attempt.bakong.accountId;
    return judgePayment(
      attempt,
      { ...seenFor(attempt, script.scenario), toAccount: account, transactionId: `sandbox-${md5}` },
      attempt.bakong.accountId,
    );
  }

  const khqr: PaymentProvider<KhqrAttempt> = {
    id: 'khqr',
    async initiate(attempt) {
      scriptOf(attempt.id);
      return khqrInitiate(attempt);
    },
    refresh: khqrRefresh,
    complete: khqrRefresh,
    async cancel(attempt) {
      if (!attempt.reference) return { status: 'failed', reason: 'cancelled' };
      const state = await khqrRefresh(attempt);
      if (state.status === 'paid' || state.reason?.startsWith('upstream_')) return state;
      return { status: 'failed', reason: 'cancelled' };
    },
  };

  function paypalState(attempt: PaypalAttempt, script: Script): PaymentState {
    if (script.outage) return common(attempt, script, 'awaiting_approval')!;
    if (script.captured && script.scenario === 'wrong_account') {
      return {
        status: 'failed',
        reason: 'reference_mismatch',
        detail: 'sandbox: captured for another order',
      };
    }
    if (script.captured) {
      return judgePayment(attempt, { ...script.captured, transactionId: `SANDBOX-CAPTURE-${attempt.id}` });
    }
    return common(attempt, script, 'awaiting_approval') ?? { status: 'pending', reason: 'awaiting_capture' };
  }

  const paypal: PaymentProvider<PaypalAttempt> = {
    id: 'paypal',
    async initiate(attempt) {
      if (attempt.currency !== 'USD') {
        throw new Error('PayPal takes USD only: convert a riel cart before the attempt is made');
      }
      scriptOf(attempt.id);
      // No PayPal page offline: the buyer goes straight back to the shop, which shows the simulate control.
      return {
        reference: `SANDBOX-${attempt.id}`,
        data: { orderId: `SANDBOX-${attempt.id}`, approveUrl: attempt.returnUrl },
        nextAction: { kind: 'redirect', url: attempt.returnUrl },
      };
    },
    async refresh(attempt) {
      requireReference(attempt);
      return paypalState(attempt, scriptOf(attempt.id));
    },
    async complete(attempt) {
      requireReference(attempt);
      const script = scriptOf(attempt.id);
      if (script.outage) return paypalState(attempt, script);
      const scenario = script.scenario;
      const approved = scenario !== undefined && scenario !== 'failed' && scenario !== 'expired';
      // One capture per attempt, however often the buyer comes back (PayPal-Request-Id's job live).
      if (approved && !script.captured) script.captured = seenFor(attempt, scenario);
      return paypalState(attempt, script);
    },
    async cancel(attempt) {
      const script = scriptOf(attempt.id);
      if (script.captured) return paypalState(attempt, script);
      delete script.scenario;
      return { status: 'failed', reason: 'cancelled' };
    },
  };

  function simulate(attemptId: string, scenario: SandboxScenario) {
    const script = scriptOf(attemptId);
    if (scenario === 'upstream_error') script.outage = true;
    // A captured PayPal payment is final: later switches do not rewrite history.
    else if (!script.captured) script.scenario = scenario;
  }

  return {
    mode: 'sandbox',
    khqr,
    paypal,
    sandbox: {
      simulate,
      simulatePaid: (attemptId) => simulate(attemptId, 'paid'),
      captureCount: (attemptId) => (scripts.get(attemptId)?.captured ? 1 : 0),
    },
  };
}
