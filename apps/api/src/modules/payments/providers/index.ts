import type { Env } from '../../../env';
import { createKhqrLive } from './khqr-live';
import { createPaypalLive } from './paypal-live';
import { createSandboxProviders, type SandboxProviders } from './sandbox';
import type { Providers } from './types';

export type { SandboxControls, SandboxProviders, SandboxScenario } from './sandbox';
export { SANDBOX_SCENARIOS } from './sandbox';
export * from './types';

export type PaymentsConfig = Pick<
  Env,
  | 'NODE_ENV'
  | 'PAYMENTS_MODE'
  | 'PAYMENTS_SANDBOX_IN_PRODUCTION'
  | 'BAKONG_API_URL'
  | 'BAKONG_TOKEN'
  | 'PAYPAL_API_URL'
  | 'PAYPAL_CLIENT_ID'
  | 'PAYPAL_CLIENT_SECRET'
>;

export interface LiveProviders extends Providers {
  mode: 'live';
}

/**
 * The payment providers of this process, chosen once from its configuration (never by a request):
 * a live shop has no sandbox controls to reach. Throws, so the API does not start, when live lacks
 * credentials or when a production process would take sandbox payments without being told to.
 */
export function createProviders(
  config: PaymentsConfig,
  options: { now?: () => Date; timeoutMs?: number } = {},
): SandboxProviders | LiveProviders {
  if (config.PAYMENTS_MODE === 'sandbox') {
    if (config.NODE_ENV === 'production' && !config.PAYMENTS_SANDBOX_IN_PRODUCTION) {
      throw new Error(
        'PAYMENTS_MODE=sandbox with NODE_ENV=production: set PAYMENTS_MODE=live with the Bakong and PayPal credentials, or PAYMENTS_SANDBOX_IN_PRODUCTION=true for a demo shop that takes no money',
      );
    }
    return createSandboxProviders(options.now ? { now: options.now } : {});
  }
  const missing = (['BAKONG_TOKEN', 'PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'] as const).filter(
    (name) => !config[name],
  );
  if (missing.length) throw new Error(`PAYMENTS_MODE=live needs ${missing.join(', ')}`);
  const shared = {
    ...(options.now ? { now: options.now } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  };
  return {
    mode: 'live',
    khqr: createKhqrLive({ apiUrl: config.BAKONG_API_URL, token: config.BAKONG_TOKEN!, ...shared }),
    paypal: createPaypalLive({
      apiUrl: config.PAYPAL_API_URL,
      clientId: config.PAYPAL_CLIENT_ID!,
      clientSecret: config.PAYPAL_CLIENT_SECRET!,
      ...shared,
    }),
  };
}
