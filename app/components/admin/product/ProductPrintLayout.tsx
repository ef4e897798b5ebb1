import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { layoutField, ZONES_MAX } from '#core/catalog/print-layout-form.ts'
import type { ProductEditorView } from '#core/catalog/product-editor-view.ts'
import { pick } from '#core/i18n/locale.ts'
import type { PrintLayout, PrintZone } from '#core/preflight/print-layout.ts'
import { useHydrated } from '#app/lib/hydrated.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { EditorSection, TextInput, useFormAnswer, useFreshKey } from './fields.tsx'
import { Checkbox, ticked, type Trim, ZoneRow } from './PrintZoneRow.tsx'
import { SectionForm } from './SectionForm.tsx'

// TPL-1 (decision 0049): the "Print & zones" section — the product's print layout and each
// option value's own, one form, one save (product-print-layout-admin.ts). Without JavaScript
// every field of a zone row is shown, each hint saying which kind reads it; with it, a row
// shows its kind's fields only. Each row says where its zone lies (`layoutAreas(…).where`),
// as the template and the check will place it.

type Answer = ReturnType<typeof useFormAnswer>

const INTENT = 'print-save'

export function ProductPrintLayout({ product }: { product: ProductEditorView }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const answer = useFormAnswer(INTENT)
  // The rows are drawn afresh after a save and again once the stored layouts arrive (the
  // answer comes before the revalidated product): a row's inputs must not linger in another's
  // place, nor a stored row keep the empty row's fields.
  const fresh = `${useFreshKey(INTENT)}:${JSON.stringify([
    product.printLayout,
    product.options.map((option) => option.values.map((value) => value.print?.layout)),
  ])}`
  const format = product.printFormat
  const trim: Trim = format ? { width: format.widthMm, height: format.heightMm } : null
  const values = product.options.flatMap((option) =>
    option.values.map((value) => ({ option, value })),
  )
  return (
    <EditorSection id="print" title={t('adminPrintZones.title')}>
      <p className="mt-1 text-sm text-slate-700">{t('adminPrintZones.lead')}</p>
      {trim ? null : (
        <p className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          {t('adminPrintZones.noFormat')}
        </p>
      )}
      <SectionForm intent={INTENT} className="mt-3 flex flex-col gap-4">
        <div key={fresh} className="flex flex-col gap-6">
          <fieldset className="rounded-md border border-slate-200 p-3">
            <legend className="px-1 font-semibold text-slate-900">
              {t('adminPrintZones.product')}
            </legend>
            <LayoutFields scope="p" layout={product.printLayout} trim={trim} answer={answer} />
          </fieldset>
          <section aria-labelledby="print-values-title">
            <h3 id="print-values-title" className="font-semibold text-slate-900">
              {t('adminPrintZones.values')}
            </h3>
            <p className="mt-1 text-sm text-slate-700">{t('adminPrintZones.valuesLead')}</p>
            {values.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{t('adminPrintZones.noValues')}</p>
            ) : (
              <ul className="mt-2 flex flex-col gap-2">
                {values.map(({ option, value }) => (
                  <li key={value.id}>
                    <ValueLayout
                      title={`${pick(option.title, locale)}: ${pick(value.title, locale)}`}
                      value={value}
                      trim={
                        trim && {
                          width: value.print?.widthMm ?? trim.width,
                          height: value.print?.heightMm ?? trim.height,
                        }
                      }
                      answer={answer}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </SectionForm>
    </EditorSection>
  )
}

type OptionValue = ProductEditorView['options'][number]['values'][number]

/** One value: "as the product" or its own layout, folded away unless a field of it was refused. */
function ValueLayout({
  title,
  value,
  trim,
  answer,
}: {
  title: string
  value: OptionValue
  trim: Trim
  answer: Answer
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const scope = `v${value.id}`
  const stored = value.print?.layout ?? null
  const modeName = layoutField('layoutMode', scope)
  const [mode, setMode] = useState(answer.value(modeName, stored ? 'own' : 'product'))
  const refused = Object.keys(answer.errors).some(
    (field) => field.endsWith(`-${scope}`) || field.includes(`-${scope}-`),
  )
  const summary = stored
    ? t('adminPrintZones.ownZones', { count: stored.zones.length })
    : t('adminPrintZones.asProduct')
  return (
    <details
      className="rounded-md border border-slate-200 p-2 text-sm"
      open={refused || undefined}
      data-testid="value-layout"
    >
      <summary className="cursor-pointer text-slate-800">
        <span className="font-semibold">{title}</span> — {summary}
      </summary>
      <fieldset className="mt-2">
        <legend className="text-sm font-semibold text-slate-800">
          {t('adminPrintZones.mode')}: {title}
        </legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {(['product', 'own'] as const).map((choice) => (
            <label key={choice} className="flex items-center gap-2">
              <input
                type="radio"
                name={modeName}
                value={choice}
                defaultChecked={mode === choice}
                onChange={() => setMode(choice)}
              />
              {t(choice === 'own' ? 'adminPrintZones.own' : 'adminPrintZones.asProduct')}
            </label>
          ))}
        </div>
      </fieldset>
      <div hidden={hydrated && mode !== 'own'} className="mt-3">
        <LayoutFields scope={scope} layout={stored} trim={trim} answer={answer} />
      </div>
    </details>
  )
}

/** A layout's margin, mirroring and zone rows (the stored ones and one empty to add a zone). */
function LayoutFields({
  scope,
  layout,
  trim,
  answer,
}: {
  scope: string
  layout: PrintLayout | null
  trim: Trim
  answer: Answer
}) {
  const { t } = useTranslation()
  const zones = layout?.zones ?? []
  const safety = layoutField('safetyMm', scope)
  const mirror = layoutField('mirrorBack', scope)
  const rows: (PrintZone | null)[] = zones.length < ZONES_MAX ? [...zones, null] : zones
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 md:grid-cols-2">
        <TextInput
          name={safety}
          label={t('adminPrintZones.safetyMm')}
          hint={t('adminPrintZones.safetyHint')}
          error={answer.errors[safety]}
          value={answer.value(safety, layout?.safetyMm || '')}
          inputMode="numeric"
        />
        <Checkbox
          name={mirror}
          label={t('adminPrintZones.mirrorBack')}
          hint={t('adminPrintZones.mirrorHint')}
          checked={ticked(answer, mirror, layout?.mirrorBack ?? false)}
        />
      </div>
      <h3 className="text-sm font-semibold text-slate-900">{t('adminPrintZones.zones')}</h3>
      {zones.length === 0 ? (
        <p className="text-sm text-slate-600">{t('adminPrintZones.noZones')}</p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {rows.map((zone, row) => (
          <li key={row}>
            <ZoneRow scope={scope} row={row} stored={zone} trim={trim} answer={answer} />
          </li>
        ))}
      </ol>
    </div>
  )
}
