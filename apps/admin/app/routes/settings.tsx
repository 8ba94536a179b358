import { BANK_ACCOUNT_TYPES, type ShopSettings, ShopSettingsSchema } from '@shop/contracts';
import { may } from '@shop/contracts/admin-rules';
import { PAYMENT_OPTIONS } from '@shop/contracts/statuses';
import { HTML_LANG } from '@shop/i18n/locales';
import { Form, redirect, useNavigation } from 'react-router';
import { guarded, refusedForm } from '../api.server';
import { Picture } from '../components/product-bits';
import { Button, Card, Field, Notice, Select } from '../components/ui';
import { meContext, type Visit, visitContext } from '../context.server';
import { useT } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages';
import { ProductApiError } from '../products.server';
import { settingsApi } from '../settings.server';
import { ACTION_KEY, type FormRefusal } from '../utils/forms';
import { actionKey, field, newActionKey } from '../utils/forms.server';
import { limitedFormData } from '../utils/import-carry.server';
import { PICTURE_ACCEPT, PICTURE_MAX_BYTES, PICTURE_MAX_MB, pictureRefusal } from '../utils/pictures-form';
import {
  fieldOfRefusal,
  MENU_HIGHLIGHT,
  MENU_SPARE_ROWS,
  moneyBody,
  moneyValues,
  profileBody,
  profileValues,
  type SettingsValues,
  TEXT_LOCALES,
  valuesOf,
} from '../utils/settings-form';
import type { Route } from './+types/settings';

// The shop's settings (issue 30, part 7): its profile (owners and managers) and its money
// settings (owners only; a manager reads them). Plain forms that work without JavaScript; a
// refused save draws the form again as it was typed, a save over another's says so and shows
// what is saved now, keeping what was typed on the new version.

export function meta() {
  return [{ title: 'Settings – Shop back office' }];
}

const DONE = ['profile', 'money', 'logo'] as const;

/** A form of this page: a logo of 8 MB, its multipart wrapping and the other fields. */
const BODY_MAX = PICTURE_MAX_BYTES + 1024 * 1024;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const visit = context.get(visitContext);
  const settings = await guarded(visit, request, () => settingsApi(visit, params.store).read());
  const role = context.get(meContext).shops.find((s) => s.store_code === params.store)?.role;
  const done = DONE.find((d) => d === new URL(request.url).searchParams.get('done')) ?? null;
  return {
    settings,
    canMoney: role ? may(role, 'shop.money') : false,
    keys: { profile: newActionKey(), money: newActionKey(), logo: newActionKey() },
    done,
  };
}

interface Refused {
  intent: 'profile' | 'money' | 'logo';
  values: SettingsValues;
  refusal: FormRefusal;
  field: string | null;
  /** The settings as someone else saved them (a 409 on an older version). */
  conflict: ShopSettings | null;
  attempt: string;
}

export async function action({ request, params, context }: Route.ActionArgs): Promise<Refused> {
  const visit = context.get(visitContext);
  const form = await limitedFormData(request, BODY_MAX);
  const api = settingsApi(visit, params.store);
  if (!form || field(form, 'intent') === 'logo') return changeLogo(visit, request, params.store, form);
  const intent = field(form, 'intent') === 'money' ? 'money' : 'profile';
  const values = valuesOf(form);
  try {
    if (intent === 'money') await api.saveMoney(moneyBody(values), actionKey(form));
    else await api.saveProfile(profileBody(values), actionKey(form));
  } catch (error) {
    const current =
      error instanceof ProductApiError && error.status === 409
        ? ShopSettingsSchema.safeParse(error.data)
        : null;
    if (current?.success)
      return {
        intent,
        // What was typed, on the version saved now: sent again, it saves over theirs knowingly.
        values: { ...values, version: String(current.data.version) },
        refusal: { status: 409, message: (error as ProductApiError).message },
        field: null,
        conflict: current.data,
        attempt: newActionKey(),
      };
    const { refusal } = refusedForm(visit, request, error);
    return {
      intent,
      values,
      refusal,
      field: fieldOfRefusal(refusal.message ?? ''),
      conflict: null,
      attempt: newActionKey(),
    };
  }
  // Back where the saved form is: the money form is far down a phone's page, and so its notice.
  throw redirect(`/s/${params.store}/settings?done=${intent}${intent === 'money' ? '#money' : ''}`);
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, canMoney, keys, done } = loaderData;
  const t = useT();
  const refusedProfile = actionData?.intent === 'profile' ? actionData : null;
  const refusedMoney = actionData?.intent === 'money' ? actionData : null;
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">{t('settings.title')}</h1>
      <p className="text-sm text-slate-600">
        {t('settings.intro', { domains: settings.domains.join(', ') || '—' })}
      </p>
      {done === 'profile' ? <Notice tone="success">{t('settings.profileSaved')}</Notice> : null}
      {done === 'logo' ? <Notice tone="success">{t('settings.logoSaved')}</Notice> : null}
      <Refusal refused={actionData?.intent === 'logo' ? actionData : null} />
      <LogoForm logo={settings.logo} actionKey={keys.logo} />
      <Refusal refused={refusedProfile} />
      <ProfileForm
        key={refusedProfile?.attempt ?? `profile-${settings.version}`}
        values={refusedProfile?.values ?? profileValues(settings)}
        invalid={refusedProfile?.field ?? null}
        actionKey={keys.profile}
      />
      <div id="money" className="scroll-mt-28">
        {done === 'money' ? <Notice tone="success">{t('settings.moneySaved')}</Notice> : null}
      </div>
      <Refusal refused={refusedMoney} />
      <MoneyForm
        key={refusedMoney?.attempt ?? `money-${settings.version}`}
        values={refusedMoney?.values ?? moneyValues(settings)}
        invalid={refusedMoney?.field ?? null}
        actionKey={keys.money}
        readOnly={!canMoney}
      />
    </div>
  );
}

/** The logo form: the file sent on to the API, a refusal said in the staff member's words. */
async function changeLogo(
  visit: Visit,
  request: Request,
  store: string,
  form: FormData | null,
): Promise<Refused> {
  const refused = (refusal: FormRefusal): Refused => ({
    intent: 'logo',
    values: {},
    refusal,
    field: 'file',
    conflict: null,
    attempt: newActionKey(),
  });
  if (!form) return refused({ key: 'pictures.error.tooLarge', values: { mb: PICTURE_MAX_MB }, status: 413 });
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0)
    return refused({ key: 'pictures.error.noFile', status: 400 });
  try {
    await settingsApi(visit, store).uploadLogo(file, actionKey(form));
  } catch (error) {
    const { refusal } = refusedForm(visit, request, error);
    const words = pictureRefusal(refusal.message ?? '', refusal.status);
    return refused(words ? { ...refusal, ...words } : refusal);
  }
  throw redirect(`/s/${store}/settings?done=logo#logo`);
}

function Refusal({ refused }: { refused: Refused | null }) {
  const t = useT();
  if (!refused) return null;
  if (refused.conflict)
    return <Notice tone="error">{t('settings.conflict', { version: refused.conflict.version })}</Notice>;
  return (
    <Notice tone="error">
      {t('settings.notSaved')}{' '}
      {refused.refusal.key ? t(refused.refusal.key, refused.refusal.values) : refused.refusal.message}
    </Notice>
  );
}

function LogoForm({ logo, actionKey: key }: { logo: string; actionKey: string }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <Card title={t('settings.logo')}>
      <Form method="post" encType="multipart/form-data" id="logo" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="logo" />
        <input type="hidden" name={ACTION_KEY} value={`${key}:logo`} />
        <Picture image={logo} alt={t('settings.logo')} size="size-20" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor="f-logo-file" className="text-sm font-medium text-slate-700">
            {t('pictures.file', { mb: PICTURE_MAX_MB })}
          </label>
          <input
            id="f-logo-file"
            type="file"
            name="file"
            accept={PICTURE_ACCEPT}
            required
            className="min-h-11 max-w-full text-sm"
          />
        </div>
        <Button type="submit" tone="secondary" disabled={busy}>
          {t('settings.logoUpload')}
        </Button>
      </Form>
    </Card>
  );
}

const LANG_LABEL: Record<(typeof TEXT_LOCALES)[number], MessageKey> = {
  en: 'lang.en',
  kh: 'lang.kh',
  zh: 'lang.zh',
};

/** One text in the three languages, side by side on a wide screen, one under another on a phone. */
function Texts({
  name,
  label,
  values,
  invalid,
  multiline = false,
  required = false,
  readOnly = false,
}: {
  name: string;
  label: string;
  values: SettingsValues;
  invalid: string | null;
  multiline?: boolean;
  required?: boolean;
  readOnly?: boolean;
}) {
  const t = useT();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{label}</legend>
      <div className="grid gap-2 md:grid-cols-3">
        {TEXT_LOCALES.map((l) => {
          const id = `${name}_${l}`;
          const wrong = invalid === `${name}_${l}` || invalid === name;
          return (
            <div key={l} className="flex flex-col gap-1">
              <label htmlFor={id} className="text-xs font-medium text-slate-600">
                {t(LANG_LABEL[l])}
              </label>
              {multiline ? (
                <textarea
                  id={id}
                  name={id}
                  lang={HTML_LANG[l]}
                  rows={4}
                  defaultValue={values[id] ?? ''}
                  readOnly={readOnly}
                  aria-invalid={wrong || undefined}
                  className={`rounded-lg border p-2 text-base ${wrong ? 'border-red-600' : 'border-slate-300'}`}
                />
              ) : (
                <input
                  id={id}
                  name={id}
                  lang={HTML_LANG[l]}
                  defaultValue={values[id] ?? ''}
                  required={required && l === 'en'}
                  readOnly={readOnly}
                  aria-invalid={wrong || undefined}
                  className={`min-h-11 rounded-lg border px-3 py-2 text-base ${wrong ? 'border-red-600' : 'border-slate-300'}`}
                />
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

const LINKS: [string, MessageKey][] = [
  ['facebook_url', 'settings.facebook'],
  ['telegram_url', 'settings.telegram'],
  ['telegram_channel', 'settings.telegramChannel'],
  ['tiktok_url', 'settings.tiktok'],
  ['youtube_url', 'settings.youtube'],
  ['playstore', 'settings.playstore'],
  ['appstore', 'settings.appstore'],
];

const PHONES: [string, MessageKey][] = [
  ['smart', 'settings.smart'],
  ['cellcard', 'settings.cellcard'],
  ['metfone', 'settings.metfone'],
  ['whatapp', 'settings.whatsapp'],
];

function ProfileForm({
  values,
  invalid,
  actionKey: key,
}: {
  values: SettingsValues;
  invalid: string | null;
  actionKey: string;
}) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const rows = Number(values.menu_rows) || 0;
  const wrong = (name: string) => (invalid === name ? t('settings.checkThis') : undefined);
  return (
    <Form method="post" className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="profile" />
      <input type="hidden" name={ACTION_KEY} value={`${key}:profile`} />
      <input type="hidden" name="version" value={values.version} />
      <input type="hidden" name="menu_rows" value={rows} />
      <Card title={t('settings.profile')}>
        <div className="flex flex-col gap-4">
          <Texts name="name" label={t('settings.name')} values={values} invalid={invalid} required />
          <div className="grid gap-3 sm:grid-cols-2">
            <Field
              label={t('settings.color')}
              name="color"
              type="color"
              defaultValue={values.color}
              error={wrong('color')}
              className="[&_input]:h-11 [&_input]:w-24 [&_input]:p-1"
            />
            <Field
              label={t('settings.email')}
              name="email"
              type="email"
              defaultValue={values.email}
              error={wrong('email')}
            />
          </div>
          <fieldset>
            <legend className="mb-1 text-sm font-semibold text-slate-800">{t('settings.phones')}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {PHONES.map(([name, label]) => (
                <Field
                  key={name}
                  label={t(label)}
                  name={name}
                  type="tel"
                  inputMode="tel"
                  defaultValue={values[name]}
                  error={wrong(name)}
                />
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="mb-1 text-sm font-semibold text-slate-800">{t('settings.links')}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {LINKS.map(([name, label]) => (
                <Field
                  key={name}
                  label={t(label)}
                  name={name}
                  type="url"
                  placeholder="https://"
                  defaultValue={values[name]}
                  error={wrong(name)}
                />
              ))}
            </div>
          </fieldset>
          <Texts name="about_us" label={t('settings.about')} values={values} invalid={invalid} multiline />
          <Texts name="address" label={t('settings.address')} values={values} invalid={invalid} multiline />
          <Texts name="opening_hours" label={t('settings.hours')} values={values} invalid={invalid} />
          <Select
            label={t('settings.footer')}
            name="footer"
            defaultValue={values.footer}
            className="max-w-xs"
          >
            <option value="default">{t('settings.footerDefault')}</option>
            <option value="workshop">{t('settings.footerWorkshop')}</option>
          </Select>
        </div>
      </Card>
      <Card>
        {/* Folded: a menu changes seldom, and its rows make a phone's page long. */}
        <details open={invalid?.startsWith('menu_') || undefined}>
          <summary className="flex min-h-11 cursor-pointer items-center text-base font-semibold text-slate-900">
            {t('settings.menu')} ({rows - MENU_SPARE_ROWS})
          </summary>
          <p className="mb-3 text-sm text-slate-600">{t('settings.menuHint')}</p>
          <ol className="flex flex-col gap-4">
            {Array.from({ length: rows }, (_, i) => `menu_${i}`).map((row, i) => (
              <MenuRow key={row} index={i} values={values} invalid={invalid} />
            ))}
          </ol>
        </details>
      </Card>
      <Button type="submit" disabled={busy} className="self-start">
        {t('settings.saveProfile')}
      </Button>
    </Form>
  );
}

function MenuRow({
  index: i,
  values,
  invalid,
}: {
  index: number;
  values: SettingsValues;
  invalid: string | null;
}) {
  const t = useT();
  const style = values[`menu_${i}_class`] ?? '';
  const isNew = !values[`menu_${i}_title_en`] && !values[`menu_${i}_to`];
  return (
    <li className="rounded-lg p-3 ring-1 ring-slate-200">
      <p className="mb-2 text-sm font-semibold text-slate-800">
        {isNew ? t('settings.menuNew') : t('settings.menuItem', { n: i + 1 })}
      </p>
      <div className="flex flex-col gap-3">
        <Texts name={`menu_${i}_title`} label={t('settings.menuTitle')} values={values} invalid={invalid} />
        <div className="grid gap-3 sm:grid-cols-3">
          <Field
            label={t('settings.menuLink')}
            name={`menu_${i}_to`}
            placeholder="/promotions"
            defaultValue={values[`menu_${i}_to`]}
            error={invalid === `menu_${i}_to` ? t('settings.checkThis') : undefined}
          />
          <Field
            label={t('settings.menuIcon')}
            name={`menu_${i}_icon`}
            placeholder="phone"
            defaultValue={values[`menu_${i}_icon`]}
            error={invalid === `menu_${i}_icon` ? t('settings.checkThis') : undefined}
          />
          <Select label={t('settings.menuStyle')} name={`menu_${i}_class`} defaultValue={style}>
            <option value="">{t('settings.menuPlain')}</option>
            <option value={MENU_HIGHLIGHT}>{t('settings.menuHighlight')}</option>
            {style && style !== MENU_HIGHLIGHT ? <option value={style}>{style}</option> : null}
          </Select>
        </div>
        {isNew ? null : (
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" name={`menu_${i}_remove`} className="size-5" />
            {t('settings.menuRemove')}
          </label>
        )}
      </div>
    </li>
  );
}

const BANK_LABEL: Record<(typeof BANK_ACCOUNT_TYPES)[number], MessageKey> = {
  ABA: 'settings.bankABA',
  ACLEDA: 'settings.bankACLEDA',
  phone: 'settings.bankPhone',
};

function MoneyForm({
  values,
  invalid,
  actionKey: key,
  readOnly,
}: {
  values: SettingsValues;
  invalid: string | null;
  actionKey: string;
  readOnly: boolean;
}) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const wrong = (name: string) => (invalid === name ? t('settings.checkThis') : undefined);
  return (
    <Form method="post" className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="money" />
      <input type="hidden" name={ACTION_KEY} value={`${key}:money`} />
      <input type="hidden" name="version" value={values.version} />
      <Card title={t('settings.money')}>
        {readOnly ? <p className="mb-3 text-sm text-amber-900">{t('settings.ownersOnly')}</p> : null}
        <fieldset disabled={readOnly} className="flex flex-col gap-4">
          <fieldset>
            <legend className="mb-1 text-sm font-semibold text-slate-800">{t('settings.methods')}</legend>
            <div className="grid gap-1 sm:grid-cols-2">
              {PAYMENT_OPTIONS.map((method) => (
                <label key={method} className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name={`method_${method}`}
                    defaultChecked={values[`method_${method}`] === 'on'}
                    className="size-5"
                  />
                  {t(`method.${method}` as MessageKey)}
                </label>
              ))}
            </div>
            {invalid === 'methods' ? <p className="text-sm text-red-700">{t('settings.checkThis')}</p> : null}
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field
              label={t('settings.khqrAccount')}
              name="khqr_account"
              placeholder="shop@aclb"
              defaultValue={values.khqr_account}
              error={wrong('khqr_account')}
              hint={t('settings.khqrHint')}
            />
            <Field
              label={t('settings.merchantCity')}
              name="merchant_city"
              defaultValue={values.merchant_city}
              maxLength={15}
              error={wrong('merchant_city')}
            />
            <Field
              label={t('settings.rate')}
              name="khr_per_usd"
              inputMode="numeric"
              defaultValue={values.khr_per_usd}
              error={wrong('khr_per_usd')}
            />
            <Field
              label={t('settings.anakutPercent')}
              name="anakut_discount_percent"
              inputMode="numeric"
              defaultValue={values.anakut_discount_percent}
              error={wrong('anakut_discount_percent')}
            />
            <Field
              label={t('settings.deliveryFee')}
              name="delivery_fee"
              inputMode="decimal"
              defaultValue={values.delivery_fee}
              error={wrong('delivery_fee')}
            />
            <Field
              label={t('settings.freeFrom')}
              name="free_delivery_from"
              inputMode="decimal"
              defaultValue={values.free_delivery_from}
              error={wrong('free_delivery_from')}
              hint={t('settings.freeFromHint')}
            />
          </div>
          <Texts
            name="anakut_discount_label"
            label={t('settings.anakutLabel')}
            values={values}
            invalid={invalid}
            readOnly={readOnly}
          />
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 text-sm font-semibold text-slate-800">{t('settings.banks')}</legend>
            {BANK_ACCOUNT_TYPES.map((type) => (
              <div key={type} className="flex flex-col gap-3 rounded-lg p-3 ring-1 ring-slate-200">
                <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
                  <input
                    type="checkbox"
                    name={`bank_${type}_on`}
                    defaultChecked={values[`bank_${type}_on`] === 'on'}
                    className="size-5"
                  />
                  {t(BANK_LABEL[type])}
                </label>
                <div className="grid gap-3 sm:grid-cols-2">
                  <Field
                    label={t('settings.accountName')}
                    name={`bank_${type}_account_name`}
                    defaultValue={values[`bank_${type}_account_name`]}
                  />
                  <Field
                    label={t('settings.accountNumber')}
                    name={`bank_${type}_account_number`}
                    inputMode="numeric"
                    defaultValue={values[`bank_${type}_account_number`]}
                  />
                </div>
                <details>
                  <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-brand-strong">
                    {t('settings.bankName')}
                  </summary>
                  <Texts
                    name={`bank_${type}_name`}
                    label={t('settings.bankName')}
                    values={values}
                    invalid={invalid}
                  />
                </details>
              </div>
            ))}
            {invalid === 'bank_transfer' ? (
              <p className="text-sm text-red-700">{t('settings.checkThis')}</p>
            ) : null}
          </fieldset>
        </fieldset>
      </Card>
      {readOnly ? null : (
        <Button type="submit" disabled={busy} className="self-start">
          {t('settings.saveMoney')}
        </Button>
      )}
    </Form>
  );
}
