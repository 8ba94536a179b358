import type { StoreInfo } from '@shop/contracts';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import { isHttpUrl, type NavCategory, telHref } from '../../utils/shell';
import { Link } from '../link';
import { telegramMark } from '../ui/brand-icons';
import { arrowRightIcon, clockIcon, FilledIcon, Icon, mapPinIcon } from '../ui/icons';
import { Img } from '../ui/img';
import { Text } from '../ui/text';
import { pcbuilderIcon } from './chrome-icons';

// Icons only the footer draws (it loads in its own chunk).
const mailIcon = (
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7" />
  </>
);
const callIcon = (
  <path d="M22 16.92v3a2 2 0 0 1-2.18 2 19.8 19.8 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.8 19.8 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.91.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92Z" />
);
const facebookMark = (
  <path d="M14 22v-8h2.7l.4-3.2H14V8.8c0-.93.26-1.56 1.6-1.56h1.7V4.4c-.3-.04-1.3-.13-2.47-.13-2.45 0-4.13 1.5-4.13 4.24v2.3H7.9V14h2.8v8Z" />
);
const tiktokMark = (
  <path d="M16.6 5.82A4.28 4.28 0 0 1 15.54 3h-3.09v12.4a2.59 2.59 0 0 1-2.59 2.5 2.6 2.6 0 0 1-2.59-2.6 2.6 2.6 0 0 1 3.37-2.48V9.66a5.69 5.69 0 0 0-.78-.05 5.69 5.69 0 0 0-5.68 5.69A5.69 5.69 0 0 0 9.86 21a5.69 5.69 0 0 0 5.68-5.7V9.01a7.34 7.34 0 0 0 4.3 1.38V7.3s-1.88.09-3.24-1.48Z" />
);
const youtubeMark = (
  <path
    fillRule="evenodd"
    d="M21.58 7.19a2.5 2.5 0 0 0-1.76-1.77C18.25 5 12 5 12 5s-6.25 0-7.82.42a2.5 2.5 0 0 0-1.76 1.77C2 8.75 2 12 2 12s0 3.25.42 4.81a2.5 2.5 0 0 0 1.76 1.77C5.75 19 12 19 12 19s6.25 0 7.82-.42a2.5 2.5 0 0 0 1.76-1.77C22 15.25 22 12 22 12s0-3.25-.42-4.81ZM10 15V9l5.2 3Z"
  />
);
const appleMark = (
  <path d="M16.37 12.66c-.02-2.3 1.88-3.41 1.97-3.46a4.24 4.24 0 0 0-3.34-1.8c-1.42-.15-2.77.83-3.49.83-.72 0-1.83-.81-3-.79a4.45 4.45 0 0 0-3.77 2.28c-1.6 2.79-.41 6.92 1.16 9.18.76 1.1 1.67 2.35 2.87 2.3 1.15-.05 1.58-.74 2.97-.74 1.39 0 1.78.74 3 .72 1.23-.02 2.02-1.13 2.77-2.23a9.9 9.9 0 0 0 1.26-2.58 4 4 0 0 1-2.4-3.71ZM14.1 5.9A4 4 0 0 0 15.05 3a4.08 4.08 0 0 0-2.68 1.38 3.8 3.8 0 0 0-.97 2.78 3.37 3.37 0 0 0 2.7-1.26Z" />
);
const playMark = (
  <>
    <path
      d="M4.2 2.3c-.13.17-.2.4-.2.68v18.04c0 .28.07.5.2.68l.05.04 10.1-10.1v-.24L4.25 2.27Z"
      opacity=".85"
    />
    <path d="m17.7 15.02-3.36-3.37v-.24l3.37-3.37.07.04 3.99 2.27c1.14.65 1.14 1.7 0 2.35l-3.99 2.27Z" />
    <path d="M17.78 14.98 14.34 11.53 4.2 21.7c.37.4 1 .45 1.7.05l11.88-6.77" opacity=".7" />
    <path d="M17.78 8.08 5.9 1.32c-.7-.4-1.33-.35-1.7.05l10.14 10.16Z" opacity=".55" />
  </>
);

export interface FooterProps {
  store: StoreInfo;
  categories: NavCategory[];
  qrSvg: string;
}

/** The footer the shop's configuration names (`store.footer`): S007's own, or the default one. */
export function Footer(props: FooterProps) {
  return props.store.footer === 'workshop' ? <WorkshopFooter {...props} /> : <DefaultFooter {...props} />;
}

function Social({ store, tone }: { store: StoreInfo; tone: 'light' | 'dark' }) {
  const t = useT();
  const all: { href: string; icon: ReactNode; label: string }[] = [
    { href: store.facebook_url, icon: facebookMark, label: 'Facebook' },
    { href: store.tiktok_url, icon: tiktokMark, label: 'TikTok' },
    { href: store.youtube_url, icon: youtubeMark, label: 'YouTube' },
    { href: store.telegram_channel, icon: telegramMark, label: t('footer.telegramChannel') },
  ];
  const links = all.filter((link) => isHttpUrl(link.href));
  if (links.length === 0) return null;
  const style =
    tone === 'light'
      ? 'bg-white text-slate-700 ring-1 ring-slate-200 hover:text-accent-ink hover:ring-accent'
      : 'bg-white/10 text-white hover:bg-white/20';
  return (
    <ul className="flex gap-2">
      {links.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className={`grid size-10 place-items-center rounded-full transition ${style}`}
            aria-label={`${link.label} ${t('a11y.opensNewTab')}`}
          >
            <FilledIcon shape={link.icon} className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}

function Phones({ store }: { store: StoreInfo }) {
  const carriers = [
    { name: 'Smart', number: store.smart },
    { name: 'Cellcard', number: store.cellcard },
    { name: 'Metfone', number: store.metfone },
  ].filter((c) => c.number.trim());
  return (
    <ul className="space-y-1">
      {carriers.map((carrier) => (
        <li key={carrier.name} className="flex items-center gap-2">
          <span className="w-20 shrink-0 opacity-75">{carrier.name}</span>
          <a href={telHref(carrier.number)} className="font-medium tabular-nums hover:underline">
            {carrier.number}
          </a>
        </li>
      ))}
    </ul>
  );
}

function AppBadges({ store, tone }: { store: StoreInfo; tone: 'light' | 'dark' }) {
  const t = useT();
  const badge =
    tone === 'light'
      ? 'bg-slate-900 text-white hover:bg-slate-700'
      : 'bg-white text-slate-900 hover:bg-slate-200';
  const badges = [
    { href: store.appstore, icon: appleMark, line: t('footer.appStoreLine'), name: t('footer.appStoreName') },
    {
      href: store.playstore,
      icon: playMark,
      line: t('footer.playStoreLine'),
      name: t('footer.playStoreName'),
    },
  ].filter((b) => isHttpUrl(b.href));
  return (
    <div className="flex flex-wrap gap-2">
      {badges.map((b) => (
        <a
          key={b.name}
          href={b.href}
          target="_blank"
          rel="noopener noreferrer"
          className={`flex items-center gap-2 rounded-lg px-3 py-1.5 transition ${badge}`}
        >
          <FilledIcon shape={b.icon} className="size-6" />
          <span className="flex flex-col leading-tight">
            <span className="text-[10px]">{b.line}</span>
            <span className="text-sm font-semibold">{b.name}</span>
          </span>
          <span className="sr-only">{t('a11y.opensNewTab')}</span>
        </a>
      ))}
    </div>
  );
}

function Qr({ svg, shop, className }: { svg: string; shop: string; className: string }) {
  const t = useT();
  return (
    <div
      role="img"
      aria-label={t('a11y.qrCode', { shop })}
      className={`qr shrink-0 overflow-hidden rounded-lg bg-white p-1 ${className}`}
      // Markup made on the server by the qrcode package from our own URL: no outside input.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

function Heading({ children, id }: { children: ReactNode; id: string }) {
  return (
    <h2 id={id} className="mb-4 text-sm font-bold tracking-wide uppercase">
      {children}
    </h2>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon shape={icon} className="mt-0.5 size-5 shrink-0 opacity-70" />
      <div className="min-w-0">{children}</div>
    </li>
  );
}

function DefaultFooter({ store, categories, qrSvg }: FooterProps) {
  const t = useT();
  const year = new Date().getFullYear();
  return (
    <footer data-footer="default" className="mt-16 border-t border-slate-200 bg-slate-50 text-slate-700">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 md:px-6 lg:grid-cols-[1.3fr_1.2fr_1fr_1.2fr]">
        <section aria-labelledby="footer-about">
          <div className="mb-4 flex items-center gap-3">
            <Img
              src={store.logo}
              alt=""
              width={44}
              height={44}
              className="size-11 rounded-lg object-contain"
            />
            <span className="text-lg font-extrabold text-slate-900">{store.name}</span>
          </div>
          <h2 id="footer-about" className="sr-only">
            {t('footer.about')}
          </h2>
          <p className="mb-5 text-sm leading-relaxed">
            <Text>{store.about_us}</Text>
          </p>
          <Social store={store} tone="light" />
        </section>

        <section aria-labelledby="footer-contact">
          <Heading id="footer-contact">
            <Text>{t('footer.contact')}</Text>
          </Heading>
          <ul className="space-y-3 text-sm">
            {store.address ? (
              <ContactLine icon={mapPinIcon}>
                <span className="sr-only">{t('footer.address')}: </span>
                <Text>{store.address}</Text>
              </ContactLine>
            ) : null}
            {store.email ? (
              <ContactLine icon={mailIcon}>
                <span className="sr-only">{t('footer.email')}: </span>
                <a href={`mailto:${store.email}`} className="hover:underline">
                  {store.email}
                </a>
              </ContactLine>
            ) : null}
            {store.opening_hours ? (
              <ContactLine icon={clockIcon}>
                <span className="sr-only">{t('footer.openingHours')}: </span>
                <Text>{store.opening_hours}</Text>
              </ContactLine>
            ) : null}
            <ContactLine icon={callIcon}>
              <span className="sr-only">{t('footer.phone')}</span>
              <Phones store={store} />
            </ContactLine>
          </ul>
        </section>

        <section aria-labelledby="footer-categories">
          <Heading id="footer-categories">
            <Text>{t('footer.categories')}</Text>
          </Heading>
          <ul className="space-y-2 text-sm">
            {categories.slice(0, 8).map((category) => (
              <li key={category.id}>
                <Link
                  to={`/category?cat_id=${category.id}`}
                  className="hover:text-accent-ink hover:underline"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
          <h2 className="mt-6 mb-3 text-sm font-bold tracking-wide uppercase">
            <Text>{t('footer.customerService')}</Text>
          </h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link to="/help-center" className="hover:underline">
                <Text>{t('header.help')}</Text>
              </Link>
            </li>
            <li>
              <Link to="/warranty" className="hover:underline">
                <Text>{t('header.warranty')}</Text>
              </Link>
            </li>
            <li>
              <Link to="/tracking-delivery" className="hover:underline">
                <Text>{t('header.tracking')}</Text>
              </Link>
            </li>
          </ul>
        </section>

        <section aria-labelledby="footer-app">
          <Heading id="footer-app">
            <Text>{t('footer.getApp')}</Text>
          </Heading>
          <div className="flex items-start gap-4">
            <Qr svg={qrSvg} shop={store.name} className="size-28 ring-1 ring-slate-200" />
            <p className="text-sm leading-relaxed">
              <Text>{t('footer.scanToDownload')}</Text>
            </p>
          </div>
          <div className="mt-4">
            <AppBadges store={store} tone="light" />
          </div>
        </section>
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-slate-500 md:px-6">
          <Text>{t('footer.rights', { year, shop: store.name })}</Text>
        </p>
      </div>
    </footer>
  );
}

/** S007's footer: dark and compact, led by its PC build service. */
function WorkshopFooter({ store, categories, qrSvg }: FooterProps) {
  const t = useT();
  const year = new Date().getFullYear();
  return (
    <footer data-footer="workshop" className="mt-16 bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:px-6 lg:grid-cols-[1.5fr_1fr_1fr]">
        <section
          aria-labelledby="footer-build"
          className="relative overflow-hidden rounded-2xl border border-white/10 bg-gradient-to-br from-accent/35 via-slate-900 to-slate-950 p-6"
        >
          <div className="flex items-center gap-3 text-white">
            <span className="grid size-11 place-items-center rounded-xl bg-accent text-on-accent">
              <Icon shape={pcbuilderIcon} className="size-6" />
            </span>
            <h2 id="footer-build" className="text-xl font-extrabold">
              <Text>{t('footer.workshopTitle')}</Text>
            </h2>
          </div>
          <p className="mt-4 max-w-prose text-sm leading-relaxed text-slate-300">
            <Text>{t('footer.workshopText')}</Text>
          </p>
          <Link
            to="/pcbuilder"
            className="mt-5 inline-flex items-center gap-2 rounded-xl bg-white px-4 py-2.5 text-sm font-bold text-slate-950 hover:bg-slate-200"
          >
            <Text>{t('footer.workshopCta')}</Text>
            <Icon shape={arrowRightIcon} className="size-4" />
          </Link>
        </section>

        <section aria-labelledby="footer-contact" className="text-sm">
          <div className="mb-4 flex items-center gap-3">
            <Img
              src={store.logo}
              alt=""
              width={36}
              height={36}
              className="size-9 rounded-lg bg-white object-contain p-0.5"
            />
            <span className="text-base font-bold text-white">{store.name}</span>
          </div>
          <h2 id="footer-contact" className="sr-only">
            {t('footer.contact')}
          </h2>
          <ul className="space-y-2.5">
            {store.address ? (
              <ContactLine icon={mapPinIcon}>
                <Text>{store.address}</Text>
              </ContactLine>
            ) : null}
            {store.opening_hours ? (
              <ContactLine icon={clockIcon}>
                <span className="text-slate-400">
                  <Text>{t('footer.workshopHours')}</Text>:{' '}
                </span>
                <Text>{store.opening_hours}</Text>
              </ContactLine>
            ) : null}
            {store.email ? (
              <ContactLine icon={mailIcon}>
                <a href={`mailto:${store.email}`} className="hover:text-white hover:underline">
                  {store.email}
                </a>
              </ContactLine>
            ) : null}
            <ContactLine icon={callIcon}>
              <Phones store={store} />
            </ContactLine>
          </ul>
        </section>

        <section aria-labelledby="footer-app" className="text-sm">
          <h2 id="footer-app" className="mb-3 text-sm font-bold tracking-wide text-white uppercase">
            <Text>{t('footer.getApp')}</Text>
          </h2>
          <div className="flex items-center gap-4">
            <Qr svg={qrSvg} shop={store.name} className="size-24" />
            <AppBadges store={store} tone="dark" />
          </div>
          <div className="mt-5">
            <Social store={store} tone="dark" />
          </div>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 text-xs md:flex-row md:items-center md:justify-between md:px-6">
          <p className="text-slate-400">
            <Text>{t('footer.rights', { year, shop: store.name })}</Text>
          </p>
          <nav aria-label={t('footer.categories')}>
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {categories.slice(0, 6).map((category) => (
                <li key={category.id}>
                  <Link to={`/category?cat_id=${category.id}`} className="hover:text-white hover:underline">
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
