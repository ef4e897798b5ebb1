import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { pick } from '#core/i18n/locale.ts'
import { formatMoney } from '#core/money/money.ts'
import type { PriceLine } from '#core/pricing/pricing.ts'
import { useLocale } from '#app/lib/i18n.ts'
import type { ProductEditorView } from '#core/catalog/product-editor-view.ts'
import { buttonClass, EditorSection } from './fields.tsx'
import { chosenOf, LabelledSelect } from './PartEditors.tsx'

export interface PreviewView {
  line: (PriceLine & { combinationId: number; durationId: number | null }) | null
  quantity: number
  serviceValueIds: number[]
}

/** The price the buyer will see, from core/pricing on the stored values (a GET form). */
export function ProductPreview({
  product,
  preview,
}: {
  product: ProductEditorView
  preview: PreviewView
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const line = preview.line
  const describe = (valueIds: number[]) =>
    product.options
      .map((option) => chosenOf(option.values, valueIds))
      .filter((value) => value !== undefined)
      .map((value) => pick(value.title, locale))
      .join(' · ') || '–'
  return (
    <EditorSection id="preview" title={t('adminProducts.sections.preview')}>
      <p className="mt-1 text-sm text-slate-600">{t('adminProducts.previewHint')}</p>
      <Form
        method="get"
        className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
        preventScrollReset
      >
        <input type="hidden" name="section" value="prices" />
        <LabelledSelect
          label={t('adminProducts.field.combination')}
          name="combination"
          defaultValue={line?.combinationId ?? ''}
        >
          {product.combinations
            .filter((c) => c.isActive)
            .map((c) => (
              <option key={c.id} value={c.id}>
                {describe(c.valueIds)}
              </option>
            ))}
        </LabelledSelect>
        <LabelledSelect
          label={t('adminProducts.field.duration')}
          name="duration"
          defaultValue={line?.durationId ?? ''}
        >
          {product.durations.map((d) => (
            <option key={d.id} value={d.id}>
              {pick(d.title, locale)}
            </option>
          ))}
        </LabelledSelect>
        {product.services.map((service) => (
          <LabelledSelect
            key={service.id}
            label={pick(service.title, locale)}
            name="service"
            defaultValue={chosenOf(service.values, preview.serviceValueIds)?.id ?? ''}
          >
            <option value="">–</option>
            {service.values.map((v) => (
              <option key={v.id} value={v.id}>
                {pick(v.title, locale)} (+{formatMoney(v.priceCents)})
              </option>
            ))}
          </LabelledSelect>
        ))}
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
          {t('adminProducts.field.quantity')}
          <input
            type="number"
            name="quantity"
            min={1}
            max={50}
            defaultValue={preview.quantity}
            className="rounded-md border border-slate-300 px-3 py-2 font-normal"
          />
        </label>
        <div>
          <button type="submit" className={buttonClass}>
            {t('adminProducts.previewSubmit')}
          </button>
        </div>
      </Form>
      {line ? (
        <dl className="mt-4 grid max-w-md grid-cols-2 gap-1 text-sm" data-testid="price-preview">
          {line.tier ? (
            <>
              <dt>{t('adminProducts.previewTier')}</dt>
              <dd className="text-right">−{line.tier.percent} %</dd>
            </>
          ) : null}
          <dt>{t('adminProducts.previewSurcharge')}</dt>
          <dd className="text-right">{formatMoney(line.surchargeCents)}</dd>
          <dt>{t('adminProducts.previewServices')}</dt>
          <dd className="text-right">{formatMoney(line.servicesCents)}</dd>
          <dt className="font-semibold">{t('adminProducts.previewUnit')}</dt>
          <dd className="text-right font-semibold" data-testid="preview-unit">
            {formatMoney(line.unitCents)}
          </dd>
          <dt className="font-semibold">{t('adminProducts.previewTotal')}</dt>
          <dd className="text-right font-semibold" data-testid="preview-total">
            {formatMoney(line.totalCents)}
          </dd>
          <dd className="col-span-2 text-xs text-slate-600">{t('adminProducts.previewNet')}</dd>
        </dl>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{t('adminProducts.previewNoCombination')}</p>
      )}
    </EditorSection>
  )
}
