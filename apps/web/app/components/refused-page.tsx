import { type Locale, localizePath, type Messages } from '@shop/i18n';
import { useHydratedFlag } from './layout/idle-hydrated';
import { alertIcon, Icon } from './ui/icons';

/** Why the storefront refused a form post before reading it (middleware/request-guard.server.ts). */
export type RefusalReason = 'cross-site' | 'too-large';

/**
 * The body of the error response of a refused form post: thrown before any loader ran, so it
 * carries its texts in the shopper's language itself.
 */
export interface RefusalPayload {
  refused: RefusalReason;
  locale: Locale;
  texts: Messages['refused'];
}

export function isRefusalPayload(value: unknown): value is RefusalPayload {
  return typeof value === 'object' && value !== null && 'refused' in value && 'texts' in value;
}

/** The page of a refused form post: what happened and the way back to the shop. */
export function RefusedPage({ payload }: { payload: RefusalPayload }) {
  useHydratedFlag();
  const { texts } = payload;
  const crossSite = payload.refused === 'cross-site';
  const home = localizePath('/', payload.locale);
  return (
    <main className="grid flex-1 place-items-center px-4 py-16">
      <section className="max-w-md text-center" data-refused={payload.refused}>
        <span className="mx-auto mb-6 grid size-16 place-items-center rounded-2xl bg-amber-50 text-amber-600">
          <Icon shape={alertIcon} className="size-8" />
        </span>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
          {crossSite ? texts.crossSiteTitle : texts.tooLargeTitle}
        </h1>
        <p className="mt-3 text-slate-600">{crossSite ? texts.crossSiteText : texts.tooLargeText}</p>
        <a
          href={home}
          className="mt-8 inline-block rounded-xl bg-slate-900 px-5 py-3 font-semibold text-white hover:bg-slate-700"
        >
          {texts.backToShop}
        </a>
      </section>
    </main>
  );
}
