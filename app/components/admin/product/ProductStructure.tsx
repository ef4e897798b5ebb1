import { useTranslation } from 'react-i18next'
import { type Locale, pick } from '#core/i18n/locale.ts'
import { useLocale } from '#app/lib/i18n.ts'
import type { ProductEditorView } from '#core/catalog/product-editor-view.ts'
import {
  EditorSection,
  FormMessage,
  PartControls,
  PartButton,
  PartFields,
  SaveButton,
  TextInput,
  TitleFields,
  useFormAnswer,
} from './fields.tsx'
import {
  chosenOf,
  LabelledSelect,
  MoneyField,
  NumberField,
  PartHeading,
  PartItem,
  PostForm,
  TitlesForm,
} from './PartEditors.tsx'
import { ValuePrint } from './ValuePrint.tsx'

type Option = ProductEditorView['options'][number]
type Combination = ProductEditorView['combinations'][number]

/** CONT-6, CAT-4: the options and their values, each renamed, moved or deleted on its own. */
export function ProductOptions({ product }: { product: ProductEditorView }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  return (
    <EditorSection id="options" title={t('adminProducts.sections.options')}>
      {product.options.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('adminProducts.noOptions')}</p>
      ) : null}
      <ol className="mt-3 flex flex-col gap-4">
        {product.options.map((option, index) => (
          <PartItem key={option.id} testId="option">
            <OptionEditor
              option={option}
              locale={locale}
              first={index === 0}
              last={index === product.options.length - 1}
            />
          </PartItem>
        ))}
      </ol>
      <PostForm className="mt-4 rounded-md bg-slate-50 p-3">
        <h3 className="font-semibold text-slate-900">{t('adminProducts.addOption')}</h3>
        <p className="text-sm text-slate-600">{t('adminProducts.addOptionHint')}</p>
        <PartFields intent="option-add" />
        <FormMessage intent="option-add" />
        <div className="mt-2 grid gap-3 md:grid-cols-2">
          <TitleFields intent="option-add" part="" />
          <TitleFields intent="option-add" part="" prefix="value" />
        </div>
        <div className="mt-3">
          <SaveButton label={t('adminProducts.addOption')} />
        </div>
      </PostForm>
    </EditorSection>
  )
}

function OptionEditor({
  option,
  locale,
  first,
  last,
}: {
  option: Option
  locale: Locale
  first: boolean
  last: boolean
}) {
  const { t } = useTranslation()
  const name = pick(option.title, locale)
  return (
    <>
      <PartHeading
        kind="option"
        remove="option-delete"
        part={option.id}
        name={name}
        first={first}
        last={last}
      />
      <FormMessage intent="option-delete" part={option.id} />
      <TitlesForm
        intent="option-rename"
        part={option.id}
        stored={option.title}
        className="mt-2 grid gap-3 md:grid-cols-[1fr_1fr_auto] md:items-end"
        message
      />
      <h4 className="mt-3 text-sm font-semibold text-slate-800">{t('adminProducts.values')}</h4>
      <ul className="mt-1 flex flex-col gap-2">
        {option.values.map((value, index) => {
          const valueName = pick(value.title, locale)
          return (
            <PartItem key={value.id} testId="option-value" small>
              <TitlesForm
                intent="value-rename"
                part={value.id}
                stored={value.title}
                className="grid gap-2 md:grid-cols-[1fr_1fr_auto] md:items-end"
              />
              <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                <span>{t('adminProducts.usedBy', { count: value.used })}</span>
                <PartControls
                  kind="value"
                  remove="value-delete"
                  part={value.id}
                  name={valueName}
                  first={index === 0}
                  last={index === option.values.length - 1}
                />
              </div>
              <FormMessage intent="value-rename" part={value.id} />
              <FormMessage intent="value-delete" part={value.id} />
              <ValuePrint value={value} />
            </PartItem>
          )
        })}
      </ul>
      <TitlesForm
        intent="value-add"
        part={option.id}
        parent={option.id}
        label={t('adminProducts.addValue')}
        className="mt-2 grid gap-2 md:grid-cols-[1fr_1fr_auto] md:items-end"
        message
      />
    </>
  )
}

/** The price and stock fields of a combination's form. */
function CombinationFields({
  intent,
  part,
  stored,
}: {
  intent: string
  part: number | string
  stored?: Combination
}) {
  const { t } = useTranslation()
  const answer = useFormAnswer(intent, part)
  const { errors, value } = answer
  const money = (name: 'price' | 'realPrice' | 'additionalPrice', cents = 0) => (
    <MoneyField answer={answer} name={name} cents={cents} required={name === 'price'} />
  )
  const checked = (name: 'isActive' | 'isDefault', stored: boolean) =>
    value(name, stored ? 'on' : '') === 'on'
  return (
    <>
      {money('price', stored?.priceCents)}
      {money('realPrice', stored?.realPriceCents)}
      {money('additionalPrice', stored?.additionalPriceCents)}
      <NumberField
        answer={answer}
        name="stock"
        label={t('adminProducts.field.stock')}
        stored={stored?.stock ?? 999}
        maxLength={7}
        required
      />
      <TextInput
        name="sku"
        label={t('adminProducts.field.sku')}
        error={errors.sku}
        value={value('sku', stored?.sku ?? '')}
        maxLength={64}
      />
      <div className="flex flex-col justify-end gap-1 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            name="isActive"
            defaultChecked={checked('isActive', stored?.isActive ?? true)}
          />
          {t('adminProducts.field.isActive')}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            name="isDefault"
            defaultChecked={checked('isDefault', stored?.isDefault ?? false)}
          />
          {t('adminProducts.field.isDefault')}
        </label>
      </div>
    </>
  )
}

/** CONT-6, PRICE-2: the combinations with their prices, stock and article numbers. */
export function ProductCombinations({ product }: { product: ProductEditorView }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const add = useFormAnswer('combination-add')
  const describe = (combination: Combination) =>
    product.options
      .map((option) => {
        const value = chosenOf(option.values, combination.valueIds)
        return `${pick(option.title, locale)}: ${value ? pick(value.title, locale) : '–'}`
      })
      .join(' · ') || t('adminProducts.noOptions')
  return (
    <EditorSection id="combinations" title={t('adminProducts.sections.combinations')}>
      <p className="mt-1 text-sm text-slate-600">{t('adminProducts.field.priceHint')}</p>
      <ul className="mt-3 flex flex-col gap-3">
        {product.combinations.map((combination) => (
          <PartItem key={combination.id} testId="combination">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-slate-900">
                {describe(combination)}
                {combination.ordered ? (
                  <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
                    {t('adminProducts.ordered')}
                  </span>
                ) : null}
              </h3>
              <PartButton
                intent="combination-delete"
                part={combination.id}
                label={t('adminProducts.remove')}
                srLabel={`${t('adminProducts.remove')}: ${describe(combination)}`}
                danger
              />
            </div>
            <FormMessage intent="combination-delete" part={combination.id} />
            <PostForm className="mt-2 grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
              <PartFields intent="combination-save" part={combination.id} />
              <CombinationFields
                intent="combination-save"
                part={combination.id}
                stored={combination}
              />
              <div className="sm:col-span-3 lg:col-span-6">
                <FormMessage intent="combination-save" part={combination.id} />
                <div className="mt-2">
                  <SaveButton />
                </div>
              </div>
            </PostForm>
          </PartItem>
        ))}
      </ul>
      {product.options.length === 0 && product.combinations.length > 0 ? null : (
        <PostForm className="mt-4 rounded-md bg-slate-50 p-3">
          <h3 className="font-semibold text-slate-900">{t('adminProducts.addCombination')}</h3>
          <PartFields intent="combination-add" />
          <FormMessage intent="combination-add" />
          <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {product.options.map((option) => (
              <LabelledSelect
                key={option.id}
                label={pick(option.title, locale)}
                name={`value${option.id}`}
                defaultValue={add.value(`value${option.id}`, '')}
                error={add.errors[`value${option.id}`] ?? null}
              >
                <option value="">–</option>
                {option.values.map((value) => (
                  <option key={value.id} value={value.id}>
                    {pick(value.title, locale)}
                  </option>
                ))}
              </LabelledSelect>
            ))}
          </div>
          {add.errors.values ? (
            <p className="mt-1 text-sm text-red-800">{add.errors.values}</p>
          ) : null}
          <div className="mt-3 grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
            <CombinationFields intent="combination-add" part="" />
          </div>
          <div className="mt-3">
            <SaveButton label={t('adminProducts.addCombination')} />
          </div>
        </PostForm>
      )}
    </EditorSection>
  )
}
