import { useTranslation } from 'react-i18next'
import { TIER_ROWS } from '#core/catalog/product-editor.ts'
import { pick } from '#core/i18n/locale.ts'
import { useLocale } from '#app/lib/i18n.ts'
import type { ProductEditorView } from '#core/catalog/product-editor-view.ts'
import {
  EditorSection,
  FormMessage,
  PartControls,
  PartFields,
  SaveButton,
  TitleFields,
  useFormAnswer,
} from './fields.tsx'
import {
  MoneyField,
  NumberField,
  PartHeading,
  PartItem,
  AddForm,
  PostForm,
  TitlesForm,
} from './PartEditors.tsx'
import { SectionForm } from './SectionForm.tsx'

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
  return (
    <NumberField
      answer={useFormAnswer(intent, part)}
      name={name}
      label={t(`adminProducts.field.${name}`)}
      stored={stored}
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
            <PartItem key={duration.id} testId="duration">
              <PostForm className="grid gap-3 md:grid-cols-4 md:items-end">
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
              </PostForm>
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
            </PartItem>
          )
        })}
      </ul>
      <AddForm
        intent="duration-add"
        className="mt-4 grid gap-3 rounded-md bg-slate-50 p-3 md:grid-cols-4 md:items-end"
      >
        <PartFields intent="duration-add" />
        <TitleFields intent="duration-add" part="" />
        <Whole intent="duration-add" part="" name="workingDays" stored="" />
        <Whole intent="duration-add" part="" name="surchargePercent" stored="0" />
        <div className="md:col-span-4">
          <FormMessage intent="duration-add" />
          <SaveButton label={t('adminProducts.addDuration')} />
        </div>
      </AddForm>
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
  return (
    <>
      <TitleFields intent={intent} part={part} stored={stored?.title} />
      <MoneyField
        answer={useFormAnswer(intent, part)}
        name="price"
        cents={stored?.priceCents ?? 0}
        label={t('adminProducts.field.servicePrice')}
        hint={t('adminProducts.hint.servicePrice')}
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
            <PartItem key={service.id} testId="service">
              <PartHeading
                kind="service"
                remove="service-delete"
                part={service.id}
                name={name}
                first={index === 0}
                last={index === product.services.length - 1}
              />
              <TitlesForm
                intent="service-rename"
                part={service.id}
                stored={service.title}
                className="mt-2 grid gap-3 md:grid-cols-[1fr_1fr_auto] md:items-end"
              />
              <FormMessage intent="service-rename" part={service.id} />
              <h4 className="mt-3 text-sm font-semibold text-slate-800">
                {t('adminProducts.serviceValues')}
              </h4>
              <ul className="mt-1 flex flex-col gap-2">
                {service.values.map((choice, valueIndex) => (
                  <PartItem key={choice.id} small>
                    <PostForm className="grid gap-2 md:grid-cols-[1fr_1fr_10rem_auto] md:items-end">
                      <PartFields intent="serviceValue-save" part={choice.id} />
                      <ServiceValueFields
                        intent="serviceValue-save"
                        part={choice.id}
                        stored={choice}
                      />
                      <SaveButton />
                    </PostForm>
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
                  </PartItem>
                ))}
              </ul>
              <AddForm
                intent="serviceValue-add"
                part={service.id}
                className="mt-2 grid gap-2 md:grid-cols-[1fr_1fr_10rem_auto] md:items-end"
              >
                <PartFields intent="serviceValue-add" part={service.id} parent={service.id} />
                <ServiceValueFields intent="serviceValue-add" part={service.id} />
                <SaveButton label={t('adminProducts.addServiceValue')} />
              </AddForm>
              <FormMessage intent="serviceValue-add" part={service.id} />
            </PartItem>
          )
        })}
      </ul>
      <TitlesForm
        intent="service-add"
        label={t('adminProducts.addService')}
        className="mt-4 grid gap-3 rounded-md bg-slate-50 p-3 md:grid-cols-[1fr_1fr_auto] md:items-end"
        message
      />
    </EditorSection>
  )
}

/** PRICE-4: the quantity discount, all rows in one form. */
export function ProductTiers({ product }: { product: ProductEditorView }) {
  const { t } = useTranslation()
  const answer = useFormAnswer('tiers')
  return (
    <EditorSection id="tiers" title={t('adminProducts.sections.tiers')}>
      <p className="mt-1 text-sm text-slate-600">{t('adminProducts.tiersHint')}</p>
      <SectionForm intent="tiers" className="mt-3" label={t('adminProducts.saveTiers')}>
        <div className="mt-2 grid max-w-xl grid-cols-2 gap-x-3 gap-y-2">
          {Array.from({ length: TIER_ROWS }, (_, row) => {
            const tier = product.tiers[row]
            return (
              <div key={row} className="contents">
                <NumberField
                  answer={answer}
                  name={`minQuantity${row}`}
                  label={`${t('adminProducts.field.minQuantity')} ${row + 1}`}
                  stored={tier?.minQuantity ?? ''}
                  maxLength={3}
                />
                <NumberField
                  answer={answer}
                  name={`percent${row}`}
                  label={`${t('adminProducts.field.percent')} ${row + 1}`}
                  stored={tier?.percent ?? ''}
                  maxLength={3}
                />
              </div>
            )
          })}
        </div>
      </SectionForm>
    </EditorSection>
  )
}

// The price preview: ProductPreview.tsx.
export { ProductPreview, type PreviewView } from './ProductPreview.tsx'
