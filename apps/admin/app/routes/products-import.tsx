import type { ImportAnswer } from '@shop/contracts';
import { Form, Link, useNavigation } from 'react-router';
import { guarded, refusedForm } from '../api.server';
import { Badge, Button, Card, Notice } from '../components/ui';
import { visitContext } from '../context.server';
import { useT } from '../i18n/i18n';
import { ProductApiError, productApi } from '../products.server';
import type { FormRefusal } from '../utils/forms';
import { field } from '../utils/forms.server';
import { carry, limitedFormData, uncarry } from '../utils/import-carry.server';
import { CHANGE_KEYS, fileRefusal, IMPORT_MAX_BYTES, REFUSAL_KEYS } from '../utils/import-form';
import type { Route } from './+types/products-import';

// The catalogue's CSV back in (the export's columns): the file checked first (the API's dry run:
// what each row would create or change, and each refused row with the reason in the staff
// member's language), then imported. Without JavaScript the checked file travels in the result page
// (import-carry.server.ts) or, when too large for that, is picked again. The real import's answer
// is shown as it comes, not behind a redirect: its refusals are too many for an address, and a
// resent import changes nothing (the API's import is idempotent by content).

export function meta() {
  return [{ title: 'Import products – Shop back office' }];
}

/** A form of this page: a file of 20 MB, its multipart wrapping and the other fields. */
const BODY_MAX = IMPORT_MAX_BYTES + 1024 * 1024;
/** The rows shown of a long answer (the counts say the rest). */
const SHOWN = 200;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const visit = context.get(visitContext);
  // The list answers whether the role may (403 otherwise).
  await guarded(visit, request, () => productApi(visit, params.store).list({ page: 1, row_per_page: 1 }));
  return { maxMb: IMPORT_MAX_BYTES / 1024 / 1024 };
}

type Result =
  | {
      step: 'checked';
      answer: ImportAnswer;
      /** The checked file as the confirmation carries it, or null: picked again. */
      carried: string | null;
      fileName: string;
    }
  | { step: 'imported'; answer: ImportAnswer }
  | { step: 'refused'; refusal: FormRefusal; again: 'check' | 'import'; carried: string | null };

const refused = (
  refusal: FormRefusal,
  again: 'check' | 'import' = 'check',
  carried: string | null = null,
): Result => ({ step: 'refused', refusal, again, carried });

export async function action({ request, params, context }: Route.ActionArgs): Promise<Result> {
  const visit = context.get(visitContext);
  const form = await limitedFormData(request, BODY_MAX);
  if (!form) return refused({ key: 'import.tooLarge', status: 413 });
  const intent = field(form, 'intent') === 'import' ? 'import' : 'check';
  const picked = form.get('file');
  const given = picked instanceof File && picked.size > 0 ? picked : null;
  const carried = field(form, 'carried');
  let file: Blob | null = given;
  if (!file && intent === 'import') {
    const bytes = uncarry(carried);
    if (bytes) file = new Blob([bytes as BlobPart], { type: 'text/csv' });
  }
  if (!file) return refused({ key: 'import.noFile', status: 400 }, intent);
  if (file.size > IMPORT_MAX_BYTES) return refused({ key: 'import.tooLarge', status: 413 }, intent);
  const api = productApi(visit, params.store);
  try {
    const answer = await api.importCsv(file, intent === 'check');
    if (intent === 'import') return { step: 'imported', answer };
    return {
      step: 'checked',
      answer,
      carried: carry(new Uint8Array(await file.arrayBuffer())),
      fileName: given?.name.slice(0, 200) ?? '',
    };
  } catch (error) {
    const { refusal } = refusedForm(visit, request, error);
    const words = error instanceof ProductApiError ? fileRefusal(refusal.message ?? '', error.status) : null;
    // The file itself refused: picked again; anything else (a 409 of the shop): the same one retried.
    return refused(
      words ? { ...refusal, ...words } : refusal,
      intent,
      words || intent === 'check' ? null : carried || null,
    );
  }
}

export default function ProductsImport({ loaderData, actionData, params }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const base = `/s/${params.store}/products`;
  const result = actionData;
  return (
    <div className="flex flex-col gap-3">
      <p>
        <Link to={base} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-strong">
          ← {t('product.back')}
        </Link>
      </p>
      <h1 className="text-xl font-bold">{t('import.title')}</h1>
      {result?.step === 'refused' ? (
        <Notice tone="error">
          {t(result.again === 'import' ? 'import.notImported' : 'import.notChecked')}{' '}
          {result.refusal.key ? t(result.refusal.key, result.refusal.values) : result.refusal.message}
          {result.refusal.key && result.refusal.message ? (
            <span className="mt-1 block break-words text-xs" lang="en">
              {result.refusal.message}
            </span>
          ) : null}
        </Notice>
      ) : null}
      {result?.step === 'imported' ? (
        <>
          <Notice tone="success">{t('import.done', countsOf(result.answer))}</Notice>
          <Outcome answer={result.answer} />
          <p className="flex flex-wrap gap-2">
            <Link
              to={base}
              className="inline-flex min-h-11 items-center rounded-lg bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-strong"
            >
              {t('import.toProducts')}
            </Link>
            <Link
              to={`${base}/import`}
              className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-strong ring-1 ring-slate-300 hover:bg-slate-50"
            >
              {t('import.another')}
            </Link>
          </p>
        </>
      ) : result?.step === 'checked' ? (
        <>
          <Notice tone="info">{t('import.checked', countsOf(result.answer))}</Notice>
          <Outcome answer={result.answer} />
          <Confirm
            count={result.answer.lines.length}
            carried={result.carried}
            fileName={result.fileName}
            busy={busy}
            maxMb={loaderData.maxMb}
          />
        </>
      ) : result?.step === 'refused' && result.again === 'import' && result.carried ? (
        <Confirm count={null} carried={result.carried} fileName="" busy={busy} maxMb={loaderData.maxMb} />
      ) : (
        <Pick busy={busy} maxMb={loaderData.maxMb} />
      )}
      {result?.step === 'checked' ? (
        <details className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
          <summary className="min-h-9 cursor-pointer content-center text-sm font-semibold">
            {t('import.otherFile')}
          </summary>
          <div className="mt-3">
            <Pick busy={busy} maxMb={loaderData.maxMb} />
          </div>
        </details>
      ) : null}
    </div>
  );
}

const countsOf = (answer: ImportAnswer) => ({
  rows: answer.rows,
  created: answer.created,
  updated: answer.updated,
  unchanged: answer.unchanged,
  refused: answer.refused,
});

/** The file picked and checked (a dry run: nothing is written). */
function Pick({ busy, maxMb }: { busy: boolean; maxMb: number }) {
  const t = useT();
  return (
    <Card title={t('import.pickTitle')}>
      <Form method="post" encType="multipart/form-data" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="check" />
        <p className="text-sm text-slate-700">{t('import.intro')}</p>
        <FileField label={t('import.file', { mb: maxMb })} />
        <Button type="submit" disabled={busy} className="w-full sm:w-auto sm:self-start">
          {t('import.check')}
        </Button>
      </Form>
    </Card>
  );
}

function FileField({ label }: { label: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor="import-file" className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id="import-file"
        name="file"
        type="file"
        accept=".csv,text/csv"
        required
        className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white p-2 text-base file:me-3 file:min-h-9 file:rounded-md file:border-0 file:bg-brand-soft file:px-3 file:font-semibold file:text-brand-strong"
      />
    </div>
  );
}

/** The checked file imported for real: carried in the page, or picked again. */
function Confirm({
  count,
  carried,
  fileName,
  busy,
  maxMb,
}: {
  count: number | null;
  carried: string | null;
  fileName: string;
  busy: boolean;
  maxMb: number;
}) {
  const t = useT();
  if (count === 0)
    return (
      <Card>
        <p className="text-sm text-slate-700">{t('import.nothing')}</p>
      </Card>
    );
  return (
    <Card title={t('import.confirmTitle')}>
      <Form method="post" encType="multipart/form-data" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="import" />
        {carried ? (
          <>
            <input type="hidden" name="carried" value={carried} />
            <p className="break-words text-sm text-slate-700">
              {fileName ? t('import.sameFile', { name: fileName }) : t('import.sameFileUnnamed')}
            </p>
          </>
        ) : (
          <>
            <p className="text-sm text-slate-700">{t('import.pickAgain')}</p>
            <FileField label={t('import.file', { mb: maxMb })} />
          </>
        )}
        <Button type="submit" disabled={busy} className="w-full sm:w-auto sm:self-start">
          {count === null ? t('import.retry') : t('import.submit', { count })}
        </Button>
      </Form>
    </Card>
  );
}

/** What the file does (or would do): the rows created or changed, and the rows refused. */
function Outcome({ answer }: { answer: ImportAnswer }) {
  const t = useT();
  const change = (name: string) => (CHANGE_KEYS[name] ? t(CHANGE_KEYS[name]) : name);
  return (
    <>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5" aria-label={t('import.counts')}>
        {(
          [
            ['rows', answer.rows],
            ['created', answer.created],
            ['updated', answer.updated],
            ['unchanged', answer.unchanged],
            ['refused', answer.refused],
          ] as const
        ).map(([name, n]) => (
          <div
            key={name}
            className={`rounded-xl bg-white p-3 ring-1 ring-slate-200 ${name === 'rows' ? 'col-span-2 sm:col-span-1' : ''}`}
          >
            <dt className="text-xs font-medium text-slate-600">{t(`import.count.${name}`)}</dt>
            <dd
              className={`text-2xl font-bold tabular-nums ${name === 'refused' && n ? 'text-red-800' : 'text-slate-900'}`}
            >
              {n}
            </dd>
          </div>
        ))}
      </dl>
      {answer.refusals.length ? (
        <Card title={t('import.refusedTitle', { count: answer.refused })} className="ring-red-200">
          <ul className="flex flex-col divide-y divide-slate-100" aria-label={t('import.refusedList')}>
            <li className="hidden gap-3 pb-2 text-xs font-semibold text-slate-600 sm:grid sm:grid-cols-[5rem_9rem_1fr]">
              <span>{t('import.line')}</span>
              <span>{t('import.column')}</span>
              <span>{t('import.reason')}</span>
            </li>
            {answer.refusals.slice(0, SHOWN).map((r) => (
              <li
                key={`${r.line}-${r.column}-${r.code}`}
                className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 py-2 text-sm sm:grid-cols-[5rem_9rem_1fr]"
              >
                <span className="font-semibold tabular-nums">{t('import.lineN', { line: r.line })}</span>
                <span className="break-all font-mono text-xs text-slate-700 sm:text-sm">{r.column}</span>
                <span className="col-span-2 min-w-0 sm:col-span-1">
                  <span className="block break-words">{t(REFUSAL_KEYS[r.code])}</span>
                  <span className="block break-words text-xs text-slate-600" lang="en">
                    {r.reason}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          {answer.refusals.length > SHOWN ? (
            <p className="mt-2 text-sm text-slate-600">
              {t('import.more', { count: answer.refusals.length - SHOWN })}
            </p>
          ) : null}
        </Card>
      ) : null}
      {answer.lines.length ? (
        <Card
          title={t(answer.dry_run ? 'import.wouldTitle' : 'import.didTitle', { count: answer.lines.length })}
        >
          <ul className="flex flex-col divide-y divide-slate-100" aria-label={t('import.linesList')}>
            <li className="hidden gap-3 pb-2 text-xs font-semibold text-slate-600 sm:grid sm:grid-cols-[5rem_minmax(0,1fr)_minmax(0,1fr)_7rem_minmax(0,2fr)]">
              <span>{t('import.line')}</span>
              <span>{t('import.product')}</span>
              <span>{t('product.sku')}</span>
              <span>{t('import.outcome')}</span>
              <span>{t('import.changes')}</span>
            </li>
            {answer.lines.slice(0, SHOWN).map((l) => (
              <li
                key={l.line}
                className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 py-2 text-sm sm:grid-cols-[5rem_minmax(0,1fr)_minmax(0,1fr)_7rem_minmax(0,2fr)] sm:items-start"
              >
                <span className="font-semibold tabular-nums">{t('import.lineN', { line: l.line })}</span>
                <span className="min-w-0 break-all font-medium">{l.product}</span>
                <span className="col-span-2 min-w-0 break-all text-slate-700 sm:col-span-1">
                  <span className="sm:hidden">{t('products.sku', { sku: l.sku })}</span>
                  <span className="hidden sm:inline">{l.sku}</span>
                </span>
                <span className="col-span-2 sm:col-span-1">
                  <Badge tone={l.outcome === 'created' ? 'green' : 'blue'}>
                    {t(l.outcome === 'created' ? 'import.created' : 'import.updated')}
                  </Badge>
                </span>
                {l.changes.length ? (
                  <span className="col-span-2 min-w-0 break-words text-slate-700 sm:col-span-1">
                    <span className="sr-only sm:hidden">{t('import.changes')}: </span>
                    {l.changes.map(change).join(', ')}
                  </span>
                ) : (
                  <span className="hidden text-slate-500 sm:inline">—</span>
                )}
              </li>
            ))}
          </ul>
          {answer.lines.length > SHOWN ? (
            <p className="mt-2 text-sm text-slate-600">
              {t('import.more', { count: answer.lines.length - SHOWN })}
            </p>
          ) : null}
        </Card>
      ) : null}
    </>
  );
}
