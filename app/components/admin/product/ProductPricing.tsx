import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { TIER_ROWS } from '#core/catalog/product-editor.ts'
import { pick } from '#core/i18n/locale.ts'
import { formatMoney } from '#core/money/money.ts'
import type { PriceLine } from '#core/pricing/pricing.ts'
import { useLocale } from '#app/lib/i18n.ts'
import type { ProductEditorView } from '#core/catalog/product-editor-view.ts'
import {
  buttonClass,
  EditorSection,
  FormMessage,
  PartControls,
  PartFields,
  SaveButton,
  euros,
  TextInput,
  TitleFields,
  useFormAnswer,
} from './fields.tsx'

function Whole({
  intent,
  part,
  name,
  stored,
}: {
  intent: string
  part: number | string
  name: 'workingDays' | 'surchargePercent'
  stored: number | string
}) {
  const { t } = useTranslation()
  const { errors, value } = useFormAnswer(intent, part)
  return (
    <TextInput
      name={name}
      label={t(`adminProducts.field.${name}`)}
      error={errors[name]}
      value={value(name, stored)}
      inputMode="numeric"
      maxLength={4}
      required
    />
  )
}

/** CONT-6: production times — days and surcharge percent (PRICE-2). */
export function ProductDurations({ product }: { product: ProductEditorView }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  return (
    <EditorSection id="durations" title={t('adminProducts.sections.durations')}>
      <ul className="mt-3 flex flex-col gap-3">
        {product.durations.map((duration, index) => {
          const name = pick(duration.title, locale)
          return (
            <li
              key={duration.id}
              className="rounded-md border border-slate-200 p-3"
              data-testid="duration"
            >
              <Form
                method="post"
                className="grid gap-3 md:grid-cols-4 md:items-end"
                noValidate
                preventScrollReset
              >
                <PartFields intent="duration-save" part={duration.id} />
                <TitleFields intent="duration-save" part={duration.id} stored={duration.title} />
                <Whole
                  intent="duration-save"
                  part={duration.id}
                  name="workingDays"
                  stored={duration.workingDays}
                />
                <Whole
                  intent="duration-save"
                  part={duration.id}
                  name="surchargePercent"
                  stored={duration.surchargePercent}
                />
                <div className="md:col-span-4">
                  <FormMessage intent="duration-save" part={duration.id} />
                  <SaveButton />
                </div>
              </Form>
              <div className="mt-2 flex gap-1">
                <PartControls
                  kind="duration"
                  remove="duration-delete"
                  part={duration.id}
                  name={name}
                  first={index === 0}
                  last={index === product.durations.length - 1}
                />
              </div>
              <FormMessage intent="duration-delete" part={duration.id} />
            </li>
          )
        })}
      </ul>
      <Form
        method="post"
        className="mt-4 grid gap-3 rounded-md bg-slate-50 p-3 md:grid-cols-4 md:items-end"
        noValidate
        preventScrollReset
      >
        <PartFields intent="duration-add" />
        <TitleFields intent="duration-add" part="" />
        <Whole intent="duration-add" part="" name="workingDays" stored="" />
        <Whole intent="duration-add" part="" name="surchargePercent" stored="0" />
        <div className="md:col-span-4">
          <FormMessage intent="duration-add" />
          <SaveButton label={t('adminProducts.addDuration')} />
        </div>
      </Form>
    </EditorSection>
  )
}

function ServiceValueFields({
  intent,
  part,
  stored,
}: {
  intent: string
  part: number | string
  stored?: { title: { de: string; en: string }; priceCents: number }
}) {
  const { t } = useTranslation()
  const { errors, value } = useFormAnswer(intent, part)
  return (
    <>
      <TitleFields intent={intent} part={part} stored={stored?.title} />
      <TextInput
        name="price"
        label={t('adminProducts.field.price')}
        error={errors.price}
        value={value('price', euros(stored?.priceCents ?? 0))}
        inputMode="decimal"
        maxLength={14}
        required
      />
    </>
  )
}

/** CONT-6: services (bag, spotlight, …) and their priced choices. */
export function ProductServices({ product }: { product: ProductEditorView }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  return (
    <EditorSection id="services" title={t('adminProducts.sections.services')}>
      <ul className="mt-3 flex flex-col gap-4">
        {product.services.map((service, index) => {
          const name = pick(service.title, locale)
          return (
            <li
              key={service.id}
              className="rounded-md border border-slate-200 p-3"
              data-testid="service"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-slate-900">{name}</h3>
                <span className="flex gap-1">
                  <PartControls
                    kind="service"
                    remove="service-delete"
                    part={service.id}
                    name={name}
                    first={index === 0}
                    last={index === product.services.length - 1}
                  />
                </span>
              </div>
              <Form
                method="post"
                className="mt-2 grid gap-3 md:grid-cols-[1fr_1fr_auto] md:items-end"
                noValidate
                preventScrollReset
              >
                <PartFields intent="service-rename" part={service.id} />
                <TitleFields intent="service-rename" part={service.id} stored={service.title} />
                <SaveButton />
              </Form>
              <FormMessage intent="service-rename" part={service.id} />
              <h4 className="mt-3 text-sm font-semibold text-slate-800">
                {t('adminProducts.serviceValues')}
              </h4>
              <ul className="mt-1 flex flex-col gap-2">
                {service.values.map((choice, valueIndex) => (
                  <li key={choice.id} className="rounded border border-slate-100 p-2">
                    <Form
                      method="post"
                      className="grid gap-2 md:grid-cols-[1fr_1fr_10rem_auto] md:items-end"
                      noValidate
                      preventScrollReset
                    >
                      <PartFields intent="serviceValue-save" part={choice.id} />
                      <ServiceValueFields
                        intent="serviceValue-save"
                        part={choice.id}
                        stored={choice}
                      />
                      <SaveButton />
                    </Form>
                    <div className="mt-1 flex gap-1">
                      <PartControls
                        kind="serviceValue"
                        remove="serviceValue-delete"
                        part={choice.id}
                        name={pick(choice.title, locale)}
                        first={valueIndex === 0}
                        last={valueIndex === service.values.length - 1}
                      />
                    </div>
                    <FormMessage intent="serviceValue-save" part={choice.id} />
                  </li>
                ))}
              </ul>
              <Form
                method="post"
                className="mt-2 grid gap-2 md:grid-cols-[1fr_1fr_10rem_auto] md:items-end"
                noValidate
                preventScrollReset
              >
                <PartFields intent="serviceValue-add" part={service.id} parent={service.id} />
                <ServiceValueFields intent="serviceValue-add" part={service.id} />
                <SaveButton label={t('adminProducts.addServiceValue')} />
              </Form>
              <FormMessage intent="serviceValue-add" part={service.id} />
            </li>
          )
        })}
      </ul>
      <Form
        method="post"
        className="mt-4 grid gap-3 rounded-md bg-slate-50 p-3 md:grid-cols-[1fr_1fr_auto] md:items-end"
        noValidate
        preventScrollReset
      >
        <PartFields intent="service-add" />
        <TitleFields intent="service-add" part="" />
        <SaveButton label={t('adminProducts.addService')} />
        <div className="md:col-span-3">
          <FormMessage intent="service-add" />
        </div>
      </Form>
    </EditorSection>
  )
}

/** PRICE-4: the quantity discount, all rows in one form. */
export function ProductTiers({ product }: { product: ProductEditorView }) {
  const { t } = useTranslation()
  const { errors, value } = useFormAnswer('tiers')
  return (
    <EditorSection id="tiers" title={t('adminProducts.sections.tiers')}>
      <p className="mt-1 text-sm text-slate-600">{t('adminProducts.tiersHint')}</p>
      <Form method="post" className="mt-3" noValidate preventScrollReset>
        <PartFields intent="tiers" />
        <FormMessage intent="tiers" />
        <div className="mt-2 grid max-w-xl grid-cols-2 gap-x-3 gap-y-2">
          {Array.from({ length: TIER_ROWS }, (_, row) => {
            const tier = product.tiers[row]
            return (
              <div key={row} className="contents">
                <TextInput
                  name={`minQuantity${row}`}
                  label={`${t('adminProducts.field.minQuantity')} ${row + 1}`}
                  error={errors[`minQuantity${row}`]}
                  value={value(`minQuantity${row}`, tier?.minQuantity ?? '')}
                  inputMode="numeric"
                  maxLength={3}
                />
                <TextInput
                  name={`percent${row}`}
                  label={`${t('adminProducts.field.percent')} ${row + 1}`}
                  error={errors[`percent${row}`]}
                  value={value(`percent${row}`, tier?.percent ?? '')}
                  inputMode="numeric"
                  maxLength={3}
                />
              </div>
            )
          })}
        </div>
        <div className="mt-3">
          <SaveButton label={t('adminProducts.saveTiers')} />
        </div>
      </Form>
    </EditorSection>
  )
}

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
      .map((option) => option.values.find((v) => valueIds.includes(v.id)))
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
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
          {t('adminProducts.field.combination')}
          <select
            name="combination"
            defaultValue={line?.combinationId ?? ''}
            className="rounded-md border border-slate-300 px-3 py-2 font-normal"
          >
            {product.combinations
              .filter((c) => c.isActive)
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {describe(c.valueIds)}
                </option>
              ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
          {t('adminProducts.field.duration')}
          <select
            name="duration"
            defaultValue={line?.durationId ?? ''}
            className="rounded-md border border-slate-300 px-3 py-2 font-normal"
          >
            {product.durations.map((d) => (
              <option key={d.id} value={d.id}>
                {pick(d.title, locale)}
              </option>
            ))}
          </select>
        </label>
        {product.services.map((service) => (
          <label
            key={service.id}
            className="flex flex-col gap-1 text-sm font-semibold text-slate-800"
          >
            {pick(service.title, locale)}
            <select
              name="service"
              defaultValue={
                service.values.find((v) => preview.serviceValueIds.includes(v.id))?.id ?? ''
              }
              className="rounded-md border border-slate-300 px-3 py-2 font-normal"
            >
              <option value="">–</option>
              {service.values.map((v) => (
                <option key={v.id} value={v.id}>
                  {pick(v.title, locale)} (+{formatMoney(v.priceCents)})
                </option>
              ))}
            </select>
          </label>
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
