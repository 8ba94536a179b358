import { AddressBodySchema, IDEMPOTENCY_KEY_FIELD, ProfileUpdateBodySchema } from '@shop/contracts';
import { IdempotencyKeySchema } from '@shop/contracts/client';
import { parseId } from '@shop/contracts/constants';
import { localizePath, type MessageKey, translate } from '@shop/i18n';
import type { ReactNode } from 'react';
import { data, Form, redirect, useSearchParams } from 'react-router';
import {
  AccountField,
  Field,
  FormError,
  FormNotice,
  primaryButton,
  SubmitButton,
  secondaryButton,
} from '../../components/account/account-form';
import { Link } from '../../components/link';
import { Text } from '../../components/ui/text';
import { PLACEHOLDER_LOCATION } from '../../constants';
import { shopContext } from '../../context.server';
import { customerScope, loadProfile } from '../../data/account-pages.server';
import { useT } from '../../i18n/i18n';
import { pageMessages } from '../../i18n/messages.server';
import { apiFieldErrors, type FormFailure, formValues, zodFieldErrors } from '../../utils/form-errors.server';
import { privatePageMeta } from '../../utils/seo';
import type { Route } from './+types/mydata';

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData);
}

export async function loader(args: Route.LoaderArgs) {
  const { title, profile } = await loadProfile(args, 'meta.myDataTitle');
  return {
    messages: pageMessages(args.context.get(shopContext).locale, ['account', 'auth']),
    title,
    profile: { name: profile.name, phone: profile.phone, email: profile.email },
    addresses: profile.addresses,
    // Made with the page (so it works without JavaScript), one per form with the form's name: the
    // same form sent twice is one change; a change reloads the page's data, with a new key.
    formKey: crypto.randomUUID(),
  };
}

const DONE: Record<string, MessageKey> = {
  profile: 'account.saved',
  'address-add': 'account.addressAdded',
  'address-delete': 'account.addressDeleted',
  'address-default': 'account.defaultChanged',
};

type Answer = (FormFailure & { done?: undefined }) | { done: string; message: string; errors?: undefined };

export async function action(args: Route.ActionArgs) {
  const { shop, account, ctx, messages, run } = customerScope(args);
  const form = await args.request.formData();
  const values = formValues(form);
  const intent = String(form.get('intent') ?? '');
  const id = parseId(form.get('id'));
  const key = IdempotencyKeySchema.safeParse(form.get(IDEMPOTENCY_KEY_FIELD));
  const write = { idempotencyKey: key.success ? key.data : undefined };
  const fail = (errors: Record<string, string>) =>
    data<Answer>(
      { form: intent === 'address-edit' ? `address-edit-${id}` : intent, errors, values },
      { status: 400 },
    );
  try {
    if (intent === 'profile') {
      const input = { name: form.get('name') ?? '', phone: form.get('phone') ?? '' };
      const parsed = ProfileUpdateBodySchema.safeParse(input);
      if (!parsed.success) return fail(zodFieldErrors(parsed.error, messages, input));
      await run((caller) => account.updateProfile(ctx, caller, parsed.data, write));
    } else if (intent === 'address-add' || intent === 'address-edit') {
      const input = {
        name: form.get('name') ?? '',
        description: form.get('description') ?? '',
        lat: form.get('lat') ?? PLACEHOLDER_LOCATION.lat,
        long: form.get('long') ?? PLACEHOLDER_LOCATION.long,
      };
      const parsed = AddressBodySchema.safeParse(input);
      if (!parsed.success) return fail(zodFieldErrors(parsed.error, messages, input));
      if (intent === 'address-add')
        await run((caller) => account.addAddress(ctx, caller, parsed.data, write));
      else {
        if (id === null) return fail({ form: translate(messages, 'formError.generic') });
        await run((caller) => account.updateAddress(ctx, caller, id, parsed.data, write));
        // Back to the list (the edit form closes).
        throw redirect(localizePath('/account/myaccount/mydata', shop.locale));
      }
    } else if (intent === 'address-delete' || intent === 'address-default') {
      if (id === null) return fail({ form: translate(messages, 'formError.generic') });
      await run(async (caller) => {
        if (intent === 'address-delete') await account.deleteAddress(ctx, caller, id, write);
        else await account.makeDefaultAddress(ctx, caller, id, write);
      });
    } else {
      return fail({ form: translate(messages, 'formError.generic') });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    return fail(apiFieldErrors(error, messages, ['name', 'phone', 'description']));
  }
  return data<Answer>({ done: intent, message: translate(messages, DONE[intent] ?? 'account.saved') });
}

const card = 'rounded-3xl border border-slate-200 bg-white p-5 md:p-6';

function AddressFields({
  formId,
  values,
  errors,
}: {
  formId: string;
  values: { name?: string; description?: string };
  errors: Record<string, string>;
}) {
  const t = useT();
  return (
    <>
      <Field
        formId={formId}
        name="name"
        label={t('account.addressName')}
        defaultValue={values.name}
        error={errors.name}
      />
      <Field
        formId={formId}
        name="description"
        label={t('account.addressDescription')}
        autoComplete="street-address"
        defaultValue={values.description}
        error={errors.description}
      />
    </>
  );
}

/** The hidden idempotency key of one of the page's forms. */
function FormKey({ formKey, form }: { formKey: string; form: string }) {
  return <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={`${formKey}.${form}`} />;
}

/** A one-button form that posts an intent about an address (make default, delete). */
function AddressIntent({
  formKey,
  id,
  intent,
  label,
  className,
  children,
}: {
  formKey: string;
  id: number;
  intent: 'address-default' | 'address-delete';
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <FormKey formKey={formKey} form={`${intent}-${id}`} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value={intent} className={className} aria-label={label}>
        {children}
      </button>
    </Form>
  );
}

export default function MyData({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const editing = parseId(params.get('edit'));
  const { profile, addresses, formKey } = loaderData;
  const failed = actionData?.errors ? actionData : null;
  const errorsOf = (form: string) => (failed?.form === form ? failed.errors : {});
  const valuesOf = (form: string) => (failed?.form === form ? failed.values : null);
  const profileValues = valuesOf('profile') ?? profile;
  const addValues = valuesOf('address-add') ?? {};
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link to="/account/myaccount" className="text-sm font-semibold text-accent-ink hover:underline">
          ← {t('account.backToAccount')}
        </Link>
        <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">
          <Text>{t('account.myData')}</Text>
        </h1>
      </div>
      <FormNotice message={actionData?.done ? actionData.message : null} />

      <section aria-labelledby="profile-heading" className={card}>
        <h2 id="profile-heading" className="mb-4 text-lg font-bold text-slate-900">
          <Text>{t('account.profile')}</Text>
        </h2>
        <Form method="post" noValidate className="flex flex-col gap-4">
          <FormKey formKey={formKey} form="profile" />
          <FormError message={errorsOf('profile').form} />
          <p className="text-sm text-slate-600">
            <Text>{t('account.email')}</Text>:{' '}
            <span className="font-medium text-slate-900">{profile.email}</span>
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <AccountField
              field="name"
              formId="profile-"
              defaultValue={profileValues.name}
              error={errorsOf('profile').name}
            />
            <AccountField
              field="phone"
              formId="profile-"
              defaultValue={profileValues.phone}
              error={errorsOf('profile').phone}
            />
          </div>
          <div>
            <SubmitButton value="profile">
              <Text>{t('account.save')}</Text>
            </SubmitButton>
          </div>
        </Form>
      </section>

      <section aria-labelledby="addresses-heading" className={card}>
        <h2 id="addresses-heading" className="mb-4 text-lg font-bold text-slate-900">
          <Text>{t('account.addresses')}</Text>
        </h2>
        {addresses.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Text>{t('account.noAddresses')}</Text>
          </p>
        ) : null}
        <ul className="flex flex-col gap-3" aria-label={t('account.addresses')}>
          {addresses.map((address) => {
            const formName = `address-edit-${address.id}`;
            const open = editing === address.id || failed?.form === formName;
            return (
              <li
                key={address.id}
                className="rounded-2xl border border-slate-200 p-4"
                data-address={address.name}
              >
                {open ? (
                  <Form method="post" noValidate className="flex flex-col gap-3">
                    <FormKey formKey={formKey} form={formName} />
                    <FormError message={errorsOf(formName).form} />
                    <input type="hidden" name="id" value={address.id} />
                    <input type="hidden" name="lat" value={address.lat} />
                    <input type="hidden" name="long" value={address.long} />
                    <AddressFields
                      formId={`${formName}-`}
                      values={valuesOf(formName) ?? address}
                      errors={errorsOf(formName)}
                    />
                    <div className="flex gap-2">
                      <SubmitButton value="address-edit">
                        <Text>{t('account.save')}</Text>
                      </SubmitButton>
                      <Link to="/account/myaccount/mydata" className={secondaryButton}>
                        <Text>{t('account.cancel')}</Text>
                      </Link>
                    </div>
                  </Form>
                ) : (
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                        {address.name}
                        {address.is_default ? (
                          <span className="rounded-full bg-accent/10 px-2 py-0.5 text-xs font-semibold text-accent-ink">
                            <Text>{t('account.isDefault')}</Text>
                          </span>
                        ) : null}
                      </p>
                      {address.description ? (
                        <p className="mt-0.5 text-sm break-words text-slate-600">{address.description}</p>
                      ) : null}
                    </div>
                    <div className="flex shrink-0 flex-wrap gap-2">
                      {address.is_default ? null : (
                        <AddressIntent
                          formKey={formKey}
                          id={address.id}
                          intent="address-default"
                          label={t('account.makeDefaultNamed', { name: address.name })}
                          className={secondaryButton}
                        >
                          <Text>{t('account.makeDefault')}</Text>
                        </AddressIntent>
                      )}
                      <Link
                        to={`/account/myaccount/mydata?edit=${address.id}`}
                        className={secondaryButton}
                        aria-label={t('account.editNamed', { name: address.name })}
                      >
                        <Text>{t('account.edit')}</Text>
                      </Link>
                      <AddressIntent
                        formKey={formKey}
                        id={address.id}
                        intent="address-delete"
                        label={t('account.deleteNamed', { name: address.name })}
                        className={`${secondaryButton} text-red-700 hover:bg-red-50`}
                      >
                        <Text>{t('account.delete')}</Text>
                      </AddressIntent>
                    </div>
                  </div>
                )}
              </li>
            );
          })}
        </ul>

        {/* A new key after each change of the list: the added address's text is cleared. */}
        <Form
          key={addresses.length}
          method="post"
          noValidate
          className="mt-5 flex flex-col gap-3 border-t border-slate-100 pt-5"
        >
          <h3 className="font-bold text-slate-900">
            <Text>{t('account.addAddress')}</Text>
          </h3>
          <FormKey formKey={formKey} form="address-add" />
          <FormError message={errorsOf('address-add').form} />
          <AddressFields formId="address-add-" values={addValues} errors={errorsOf('address-add')} />
          <p className="text-xs text-slate-500">
            <Text>{t('account.locationNote')}</Text>
          </p>
          <div>
            <SubmitButton value="address-add" className={primaryButton}>
              <Text>{t('account.addAddress')}</Text>
            </SubmitButton>
          </div>
        </Form>
      </section>
    </div>
  );
}
