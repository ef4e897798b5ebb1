import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { pick } from '#core/i18n/locale.ts'
import type { ProductEditorView } from '#core/catalog/product-editor-view.ts'
import { useLocale } from '#app/lib/i18n.ts'
import {
  buttonClass,
  EditorSection,
  euros,
  FormMessage,
  hintOf,
  PartFields,
  SaveButton,
  TextInput,
  useFormAnswer,
  useFreshKey,
} from './fields.tsx'
import { chosenOf, LabelledSelect, MoneyField, NumberField, PostForm } from './PartEditors.tsx'
import { SectionForm } from './SectionForm.tsx'

// CONT-6, PRICE-2, PED-1: the combinations of a product — all of them in one table saved as one
// form (decision 0049), each deleted on its own, and one added by hand below.

type Combination = ProductEditorView['combinations'][number]

const COLUMNS = ['price', 'realPrice', 'additionalPrice', 'stock', 'sku'] as const

/** "Colour: White · Size: S" — a combination named by its values. */
export function useDescribe(product: ProductEditorView) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  return (valueIds: number[]) =>
    product.options
      .map((option) => {
        const value = chosenOf(option.values, valueIds)
        return `${pick(option.title, locale)}: ${value ? pick(value.title, locale) : '–'}`
      })
      .join(' · ') || t('adminProducts.noOptions')
}

/** PED-1: every combination in one form; one save, all or nothing. */
export function ProductCombinations({ product }: { product: ProductEditorView }) {
  const { t } = useTranslation()
  const describe = useDescribe(product)
  const answer = useFormAnswer('combinations-save')
  const defaultId = product.combinations.find((each) => each.isDefault)?.id
  const cell = (combination: Combination, name: (typeof COLUMNS)[number]) => {
    const field = `${name}-${combination.id}`
    const error = answer.errors[field]
    const stored =
      name === 'stock'
        ? String(combination.stock)
        : name === 'sku'
          ? (combination.sku ?? '')
          : euros(combination[`${name}Cents`])
    return (
      <td key={name} className="px-1 py-1 align-top">
        <input
          name={field}
          defaultValue={answer.value(field, stored)}
          aria-label={`${t(`adminProducts.field.${name}`)}: ${describe(combination.valueIds)}`}
          aria-describedby={[`combination-hint-${name}`, error ? `${field}-error` : '']
            .filter(Boolean)
            .join(' ')}
          aria-invalid={Boolean(error)}
          inputMode={name === 'sku' ? undefined : name === 'stock' ? 'numeric' : 'decimal'}
          maxLength={name === 'sku' ? 64 : 14}
          autoComplete="off"
          className={`w-24 rounded border px-2 py-1 ${error ? 'border-red-600' : 'border-slate-300'}`}
        />
        {error ? (
          <p id={`${field}-error`} className="text-xs text-red-700" data-testid="field-error">
            {error}
          </p>
        ) : null}
      </td>
    )
  }
  return (
    <EditorSection id="combinations" title={t('adminProducts.sections.combinations')}>
      <p className="mt-1 text-sm text-slate-600">{t('adminProducts.field.priceHint')}</p>
      {product.combinations.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('adminProducts.none')}</p>
      ) : (
        <SectionForm intent="combinations-save" className="mt-3" label={t('adminProducts.saveAll')}>
          <dl className="mt-2 grid gap-x-3 gap-y-1 text-xs text-slate-600 sm:grid-cols-[auto_1fr]">
            {COLUMNS.map((name) => (
              <div key={name} className="contents">
                <dt className="font-semibold text-slate-800">{t(`adminProducts.field.${name}`)}</dt>
                <dd id={`combination-hint-${name}`}>{t(hintOf(name)!)}</dd>
              </div>
            ))}
          </dl>
          <div className="relative mt-2 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="px-1 py-1">
                    {t('adminProducts.field.combination')}
                  </th>
                  {COLUMNS.map((name) => (
                    <th key={name} scope="col" className="px-1 py-1">
                      {t(`adminProducts.field.${name}`)}
                    </th>
                  ))}
                  <th scope="col" className="px-1 py-1">
                    {t('adminProducts.field.isActive')}
                  </th>
                  <th scope="col" className="px-1 py-1">
                    {t('adminProducts.defaultCombination')}
                  </th>
                  <th scope="col" className="px-1 py-1">
                    <span className="sr-only">{t('adminProducts.remove')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {product.combinations.map((combination) => {
                  const name = describe(combination.valueIds)
                  return (
                    <tr
                      key={combination.id}
                      className="border-b border-slate-100"
                      data-testid="combination"
                    >
                      <th scope="row" className="px-1 py-1 align-top font-normal">
                        {name}
                        {combination.ordered ? (
                          <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
                            {t('adminProducts.ordered')}
                          </span>
                        ) : null}
                        <FormMessage intent="combination-delete" part={combination.id} />
                      </th>
                      {COLUMNS.map((column) => cell(combination, column))}
                      <td className="px-1 py-1 text-center align-top">
                        <input
                          type="checkbox"
                          name={`isActive-${combination.id}`}
                          aria-label={`${t('adminProducts.field.isActive')}: ${name}`}
                          defaultChecked={
                            answer.value(
                              `isActive-${combination.id}`,
                              combination.isActive ? 'on' : '',
                            ) === 'on'
                          }
                        />
                      </td>
                      <td className="px-1 py-1 text-center align-top">
                        <input
                          type="radio"
                          name="default"
                          value={combination.id}
                          aria-label={`${t('adminProducts.defaultCombination')}: ${name}`}
                          defaultChecked={
                            answer.value('default', defaultId ?? '') === String(combination.id)
                          }
                        />
                      </td>
                      <td className="px-1 py-1 align-top">
                        <button
                          type="submit"
                          form={`delete-combination-${combination.id}`}
                          aria-label={`${t('adminProducts.remove')}: ${name}`}
                          className={`${buttonClass} border-red-300 text-red-800 hover:bg-red-50`}
                        >
                          {t('adminProducts.remove')}
                        </button>
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        </SectionForm>
      )}
      {/* The delete buttons' forms: a form cannot sit inside the section's form. */}
      {product.combinations.map((combination) => (
        <Form
          key={combination.id}
          id={`delete-combination-${combination.id}`}
          method="post"
          preventScrollReset
          hidden
        >
          <PartFields intent="combination-delete" part={combination.id} />
        </Form>
      ))}
      {product.options.length === 0 && product.combinations.length > 0 ? null : (
        <AddCombination product={product} />
      )}
    </EditorSection>
  )
}

/** One combination added by hand: a value of each option and its prices. */
function AddCombination({ product }: { product: ProductEditorView }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const add = useFormAnswer('combination-add')
  const fresh = useFreshKey('combination-add')
  return (
    <PostForm key={fresh} className="mt-4 rounded-md bg-slate-50 p-3">
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
      {add.errors.values ? <p className="mt-1 text-sm text-red-800">{add.errors.values}</p> : null}
      <div className="mt-3 grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <MoneyField answer={add} name="price" required />
        <MoneyField answer={add} name="realPrice" required={false} />
        <MoneyField answer={add} name="additionalPrice" required={false} />
        <NumberField
          answer={add}
          name="stock"
          label={t('adminProducts.field.stock')}
          stored={999}
          maxLength={7}
          required
        />
        <TextInput
          name="sku"
          label={t('adminProducts.field.sku')}
          error={add.errors.sku}
          value={add.value('sku', '')}
          maxLength={64}
        />
        <div className="flex flex-col justify-end gap-1 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              name="isActive"
              defaultChecked={add.value('isActive', 'on') === 'on'}
            />
            {t('adminProducts.field.isActive')}
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              name="isDefault"
              defaultChecked={add.value('isDefault', '') === 'on'}
            />
            {t('adminProducts.field.isDefault')}
          </label>
        </div>
      </div>
      <div className="mt-3">
        <SaveButton label={t('adminProducts.addCombination')} />
      </div>
    </PostForm>
  )
}
