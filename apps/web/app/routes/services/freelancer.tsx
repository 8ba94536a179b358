import { BOOKING_MAX_DAYS_AHEAD, BOOKING_MESSAGE_MAX, BOOKING_NAME_MAX } from '@shop/contracts';
import { shopDate } from '@shop/i18n';
import { data, Form } from 'react-router';
import { Link } from '../../components/link';
import { Avatar, Chips, Stars } from '../../components/services/technician-card';
import { Text } from '../../components/ui/text';
import { shopContext } from '../../context.server';
import { type BookingOutcome, idValue, loadFreelancer, submitBooking } from '../../data/technicians.server';
import { useT } from '../../i18n/i18n';
import { pageMessages } from '../../i18n/messages.server';
import { localeLinks } from '../../utils/seo';
import type { Route } from './+types/freelancer';

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { title, origin, locale, path } = loaderData.seo;
  return [{ title }, ...localeLinks(origin, path, locale)];
}

/** A technician's profile (`?id=`), the shop's contact buttons and the booking form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const id = idValue(new URL(request.url).searchParams.get('id'));
  const technician = await loadFreelancer(context, id);
  const today = shopDate();
  return {
    technician,
    messages: pageMessages(shop.locale, ['services']),
    today,
    seo: {
      title: `${technician.name} – ${shop.store.name}`,
      origin: shop.origin,
      locale: shop.locale,
      path: `/services/freelancer?id=${technician.id}`,
    },
  };
}

/** The booking form, posted here: a refusal shows each field's error, a success the confirmation. */
export async function action({ request, context }: Route.ActionArgs) {
  const id = idValue(new URL(request.url).searchParams.get('id'));
  if (id === undefined) throw data(null, { status: 404 });
  const outcome: BookingOutcome = await submitBooking(context, id, await request.formData());
  return data(outcome, { status: outcome.ok ? 200 : 400 });
}

const inputClass =
  'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-accent aria-[invalid=true]:border-rose-500';

function FieldError({ id, text }: { id: string; text?: string }) {
  if (!text) return null;
  return (
    <p id={id} className="text-sm text-rose-700">
      <Text>{text}</Text>
    </p>
  );
}

export default function Freelancer({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { technician: f, today } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : null;
  const errors = failed?.errors ?? {};
  const values = failed?.values ?? {};
  const err = (field: keyof typeof errors) => (errors[field] ? t(errors[field]) : undefined);
  const field = (name: keyof typeof errors) => ({
    name,
    id: `booking-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `booking-${name}-error` : undefined,
  });
  const lastDay = new Date(Date.parse(`${today}T00:00:00Z`) + BOOKING_MAX_DAYS_AHEAD * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-3 py-6 md:px-6 md:py-10">
      <Link to="/services/allfreelancer" className="text-sm font-semibold text-accent-ink hover:underline">
        ← {t('services.allTechnicians')}
      </Link>
      <section className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 md:flex-row md:p-6">
        <Avatar name={f.name} photo={f.photo} size="lg" />
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{f.name}</h1>
          <p className="font-semibold text-slate-700">{f.headline}</p>
          <Stars rating={f.rating} count={f.rating_count} />
          <p className="text-sm text-slate-600">
            <Text>{t('services.years', { years: f.years_experience })}</Text>
          </p>
          <p className="text-slate-700">{f.bio}</p>
          <h2 className="mt-2 text-sm font-bold text-slate-900">
            <Text>{t('services.skills')}</Text>
          </h2>
          <Chips items={f.skills} label={t('services.skills')} />
          <h2 className="mt-2 text-sm font-bold text-slate-900">
            <Text>{t('services.areas')}</Text>
          </h2>
          <Chips items={f.areas} label={t('services.areas')} />
          <div className="mt-3 flex flex-wrap gap-2">
            {f.contact.telegram_url && (
              <a
                href={f.contact.telegram_url}
                rel="noopener noreferrer"
                target="_blank"
                className="inline-flex min-h-11 items-center rounded-xl bg-sky-600 px-4 font-bold text-white"
              >
                <Text>{t('services.contactTelegram')}</Text>
              </a>
            )}
            {f.contact.phone && (
              <a
                href={`tel:${f.contact.phone.replace(/[^\d+]/g, '')}`}
                className="inline-flex min-h-11 items-center rounded-xl border border-slate-300 px-4 font-bold text-slate-800"
              >
                <Text>{t('services.contactCall')}</Text> · {f.contact.phone}
              </a>
            )}
          </div>
        </div>
      </section>
      <section
        aria-labelledby="booking-title"
        className="flex flex-col gap-4 rounded-2xl bg-slate-50 p-4 md:p-6"
      >
        <h2 id="booking-title" className="text-xl font-bold text-slate-900">
          <Text>{t('services.bookTitle')}</Text>
        </h2>
        {actionData?.ok ? (
          <p
            role="status"
            data-booking={actionData.bookingId}
            className="rounded-xl bg-emerald-50 p-4 font-semibold text-emerald-800"
          >
            <Text>{t('services.sent', { id: actionData.bookingId })}</Text>
          </p>
        ) : (
          <Form method="post" noValidate className="grid gap-4 md:grid-cols-2">
            <p className="text-slate-600 md:col-span-2">
              <Text>{t('services.bookIntro')}</Text>
            </p>
            {errors.form && (
              <p role="alert" className="rounded-xl bg-rose-50 p-3 text-rose-800 md:col-span-2">
                {err('form')}
              </p>
            )}
            <label
              htmlFor="booking-name"
              className="flex flex-col gap-1 text-sm font-semibold text-slate-700"
            >
              <Text>{t('services.name')}</Text>
              <input
                {...field('name')}
                required
                maxLength={BOOKING_NAME_MAX}
                autoComplete="name"
                defaultValue={values.name}
                className={inputClass}
              />
              <FieldError id="booking-name-error" text={err('name')} />
            </label>
            <label
              htmlFor="booking-phone"
              className="flex flex-col gap-1 text-sm font-semibold text-slate-700"
            >
              <Text>{t('services.phone')}</Text>
              <input
                {...field('phone')}
                type="tel"
                required
                autoComplete="tel"
                inputMode="tel"
                placeholder={t('services.phoneHint')}
                defaultValue={values.phone}
                className={inputClass}
              />
              <FieldError id="booking-phone-error" text={err('phone')} />
            </label>
            <label
              htmlFor="booking-category_id"
              className="flex flex-col gap-1 text-sm font-semibold text-slate-700"
            >
              <Text>{t('services.service')}</Text>
              <select
                {...field('category_id')}
                defaultValue={values.category_id ?? ''}
                className={inputClass}
              >
                <option value="">{t('services.anyChoice')}</option>
                {f.skills.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
              <FieldError id="booking-category_id-error" text={err('category_id')} />
            </label>
            <label
              htmlFor="booking-area_id"
              className="flex flex-col gap-1 text-sm font-semibold text-slate-700"
            >
              <Text>{t('services.area')}</Text>
              <select {...field('area_id')} defaultValue={values.area_id ?? ''} className={inputClass}>
                <option value="">{t('services.anyChoice')}</option>
                {f.areas.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </select>
              <FieldError id="booking-area_id-error" text={err('area_id')} />
            </label>
            <label
              htmlFor="booking-preferred_date"
              className="flex flex-col gap-1 text-sm font-semibold text-slate-700"
            >
              <Text>{t('services.date')}</Text>
              <input
                {...field('preferred_date')}
                type="date"
                min={today}
                max={lastDay}
                defaultValue={values.preferred_date}
                className={inputClass}
              />
              <FieldError id="booking-preferred_date-error" text={err('preferred_date')} />
            </label>
            <label
              htmlFor="booking-message"
              className="flex flex-col gap-1 text-sm font-semibold text-slate-700 md:col-span-2"
            >
              <Text>{t('services.message')}</Text>
              <textarea
                {...field('message')}
                rows={4}
                maxLength={BOOKING_MESSAGE_MAX}
                defaultValue={values.message}
                className={inputClass}
              />
              <FieldError id="booking-message-error" text={err('message')} />
            </label>
            <button
              type="submit"
              className="min-h-12 rounded-xl bg-accent px-5 font-bold text-white md:col-span-2 md:justify-self-start"
            >
              <Text>{t('services.submit')}</Text>
            </button>
          </Form>
        )}
      </section>
    </div>
  );
}
