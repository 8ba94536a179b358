import type { ReactNode } from 'react';
import { LogoutForm } from '../../components/account/logout-form';
import { Link } from '../../components/link';
import { Text } from '../../components/ui/text';
import { shopContext } from '../../context.server';
import { loadProfile } from '../../data/account-pages.server';
import { useT } from '../../i18n/i18n';
import { pageMessages } from '../../i18n/messages.server';
import { privatePageMeta } from '../../utils/seo';
import type { Route } from './+types/myaccount';

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData);
}

export async function loader(args: Route.LoaderArgs) {
  const { title, profile } = await loadProfile(args, 'meta.accountTitle');
  return {
    messages: pageMessages(args.context.get(shopContext).locale, ['account', 'orders']),
    title,
    profile: {
      name: profile.name,
      email: profile.email,
      phone: profile.phone,
      verified: profile.phone_verified,
      address: profile.address
        ? { name: profile.address.name, description: profile.address.description }
        : null,
    },
  };
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:gap-4">
      <dt className="w-40 shrink-0 text-sm text-slate-500">
        <Text>{label}</Text>
      </dt>
      <dd className="min-w-0 font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

export default function MyAccount({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { profile } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <p className="text-sm font-semibold text-accent-ink">
          <Text>{t('account.title')}</Text>
        </p>
        <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">
          <Text>{t('account.hello', { name: profile.name })}</Text>
        </h1>
      </div>
      <section className="rounded-3xl border border-slate-200 bg-white p-5 md:p-6">
        <dl className="divide-y divide-slate-100">
          <Row label={t('account.email')}>{profile.email}</Row>
          <Row label={t('account.phone')}>
            <span className="flex flex-wrap items-center gap-2">
              {profile.phone}
              {profile.verified ? (
                <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700">
                  <Text>{t('account.verified')}</Text>
                </span>
              ) : (
                <>
                  <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800">
                    <Text>{t('account.notVerified')}</Text>
                  </span>
                  <Link
                    to={`/otp/verify?phone=${encodeURIComponent(profile.phone)}`}
                    className="text-sm font-semibold text-accent-ink hover:underline"
                  >
                    <Text>{t('account.verifyPhone')}</Text>
                  </Link>
                </>
              )}
            </span>
          </Row>
          <Row label={t('account.defaultAddress')}>
            {profile.address ? (
              <>
                {profile.address.name}
                {profile.address.description ? (
                  <span className="block text-sm font-normal text-slate-600">
                    {profile.address.description}
                  </span>
                ) : null}
              </>
            ) : (
              <span className="font-normal text-slate-600">
                <Text>{t('account.noDefaultAddress')}</Text>
              </span>
            )}
          </Row>
        </dl>
      </section>
      <div className="grid gap-3 sm:grid-cols-2">
        <Link
          to="/account/myaccount/mydata"
          className="flex flex-col rounded-3xl border border-slate-200 bg-white p-5 hover:border-accent hover:shadow-sm"
        >
          <span className="font-bold text-slate-900">
            <Text>{t('account.myData')}</Text>
          </span>
          <span className="mt-1 text-sm text-slate-600">
            <Text>{t('account.myDataText')}</Text>
          </span>
        </Link>
        <Link
          to="/account/myaccount/myorders"
          className="flex flex-col rounded-3xl border border-slate-200 bg-white p-5 hover:border-accent hover:shadow-sm"
        >
          <span className="font-bold text-slate-900">
            <Text>{t('orders.title')}</Text>
          </span>
          <span className="mt-1 text-sm text-slate-600">
            <Text>{t('orders.linkText')}</Text>
          </span>
        </Link>
      </div>
      <LogoutForm />
    </div>
  );
}
