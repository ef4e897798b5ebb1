import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, Link, useNavigation } from 'react-router'
import { Field } from '#app/components/account/Field.tsx'
import { DryRunTable, type DryRunRow } from '#app/components/admin/DryRunTable.tsx'
import { fieldMessages, isFailure } from '#app/lib/forms.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { AnswerBanner } from '#app/components/admin/AnswerBanner.tsx'

/** What a catalog file's action answered, as the page needs it. */
type Answer =
  | { ok: false; message: string; errors: Record<string, string[]> }
  | { ok: true; message?: string; csv?: string }
  | undefined

/**
 * CONT-4/CONT-8, FAIR-5: the page of one catalog (or fairs) file — export, upload for a dry run, the dry run's
 * table with the import button, and the answer of the last step.
 */
export function CatalogFilePage({
  name,
  title,
  lead,
  exportHref,
  exportHint,
  other,
  answer,
  dryRun,
  idHeading,
  titleHeading,
}: {
  name: 'price' | 'product' | 'fair'
  title: string
  lead: string
  exportHref: string
  exportHint: string
  /** A link to the other catalog file. */
  other: { to: string; label: string }
  answer: Answer
  dryRun?: {
    rows: DryRunRow[]
    totals: { changed: number; created?: number; unchanged: number; errors: number }
    fingerprint: string
  }
  idHeading: string
  titleHeading?: string
}): ReactNode {
  const { t } = useTranslation()
  const { href } = useLocale()
  const busy = useNavigation().state !== 'idle'
  const failed = answer && isFailure(answer) ? answer : undefined
  const done = answer && !isFailure(answer) && answer.message ? answer : undefined
  const errors = fieldMessages(failed)
  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 outline-none">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{lead}</p>
      <p className="mt-2 text-sm">
        <Link to={href(other.to)} className="font-medium text-brand-700 hover:underline">
          {other.label}
        </Link>
      </p>
      {failed || done ? (
        <AnswerBanner
          failed={failed}
          message={failed?.message ?? done?.message}
          testId="catalog-answer"
        />
      ) : null}

      <section aria-labelledby={`${name}s-export`} className="mt-4 rounded-lg bg-white p-5">
        <h2 id={`${name}s-export`} className="font-semibold text-slate-900">
          {t('adminCatalog.exportTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{exportHint}</p>
        <a
          href={href(exportHref)}
          download
          className="mt-3 inline-flex h-10 items-center rounded-md border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t('adminCatalog.export')}
        </a>
      </section>

      <section aria-labelledby={`${name}s-upload`} className="mt-4 rounded-lg bg-white p-5">
        <h2 id={`${name}s-upload`} className="font-semibold text-slate-900">
          {t('adminCatalog.uploadTitle')}
        </h2>
        <Form
          method="post"
          encType="multipart/form-data"
          className="mt-3 flex flex-col gap-3 md:flex-row md:items-end"
          data-testid={`${name}s-upload`}
        >
          <input type="hidden" name="intent" value="check" />
          <Field
            label={t('adminCatalog.file')}
            hint={t('adminCatalog.fileHint')}
            error={errors.file}
            required
          >
            {(props) => (
              <input {...props} type="file" name="file" accept=".csv,text/csv" required />
            )}
          </Field>
          <button
            type="submit"
            disabled={busy}
            className="h-10 rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {t('adminCatalog.check')}
          </button>
        </Form>
      </section>

      {dryRun ? (
        <DryRunTable
          name={name}
          rows={dryRun.rows}
          totals={dryRun.totals}
          fingerprint={dryRun.fingerprint}
          csv={answer?.ok ? (answer.csv ?? '') : ''}
          busy={busy}
          idHeading={idHeading}
          titleHeading={titleHeading}
        />
      ) : null}
    </main>
  )
}
