import { useTranslation } from 'react-i18next'
import { GENERATE_MAX } from '#core/catalog/combination-generator.ts'
import { pick } from '#core/i18n/locale.ts'
import type { ProductEditorView } from '#core/catalog/product-editor-view.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { EditorSection, FormMessage, PartFields, SaveButton, useFormAnswer } from './fields.tsx'
import { AddForm, MoneyField, NumberField } from './PartEditors.tsx'

// PED-2 (decision 0049): the combination generator — the values of each option to combine,
// a surcharge per value, the base price and what every new combination shares. One post makes
// every missing combination (core/catalog/combination-generator.ts).

export function ProductGenerator({ product }: { product: ProductEditorView }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const answer = useFormAnswer('combinations-generate')
  const { errors, value } = answer
  const possible = product.options.reduce((count, option) => count * option.values.length, 1)
  // Refused: the values as they were chosen; else every value.
  const refused = answer.message !== undefined && !answer.message.ok
  return (
    <EditorSection id="generator" title={t('adminProducts.generator.title')}>
      <p className="mt-1 text-sm text-slate-600">{t('adminProducts.generator.lead')}</p>
      <p className="mt-1 text-sm font-semibold text-slate-800" data-testid="generator-count">
        {t('adminProducts.generator.count', {
          count: product.combinations.length,
          possible,
          max: GENERATE_MAX,
        })}
      </p>
      <AddForm intent="combinations-generate" className="mt-3 flex flex-col gap-3">
        <PartFields intent="combinations-generate" />
        <FormMessage intent="combinations-generate" />
        {errors.picked ? (
          <p className="text-sm text-red-800" role="alert">
            {errors.picked}
          </p>
        ) : null}
        <div className="grid gap-3 lg:grid-cols-2">
          {product.options.map((option) => {
            const error = errors[`pick${option.id}`]
            return (
              <fieldset
                key={option.id}
                className={`rounded-md border p-3 ${error ? 'border-red-600' : 'border-slate-200'}`}
                aria-describedby={error ? `pick${option.id}-error` : undefined}
              >
                <legend className="px-1 text-sm font-semibold text-slate-900">
                  {pick(option.title, locale)}
                </legend>
                {error ? (
                  <p id={`pick${option.id}-error`} className="text-sm text-red-700">
                    {error}
                  </p>
                ) : null}
                <ul className="flex flex-col gap-2">
                  {option.values.map((choice) => {
                    const title = pick(choice.title, locale)
                    const surcharge = `surcharge${choice.id}`
                    return (
                      <li
                        key={choice.id}
                        className="grid grid-cols-[1fr_8rem] items-end gap-2"
                        data-testid="generator-value"
                      >
                        <label className="flex items-center gap-2 text-sm">
                          <input
                            type="checkbox"
                            name={`use${choice.id}`}
                            defaultChecked={!refused || value(`use${choice.id}`) === 'on'}
                          />
                          {title}
                        </label>
                        <label className="flex flex-col gap-1 text-xs text-slate-700">
                          {t('adminProducts.generator.surcharge')}
                          <input
                            name={surcharge}
                            defaultValue={value(surcharge, '')}
                            aria-label={`${t('adminProducts.generator.surcharge')}: ${title}`}
                            aria-describedby="generator-surcharge-hint"
                            aria-invalid={Boolean(errors[surcharge])}
                            inputMode="decimal"
                            maxLength={14}
                            autoComplete="off"
                            className={`rounded border px-2 py-1 text-sm ${errors[surcharge] ? 'border-red-600' : 'border-slate-300'}`}
                          />
                          {errors[surcharge] ? (
                            <span className="text-red-700">{errors[surcharge]}</span>
                          ) : null}
                        </label>
                      </li>
                    )
                  })}
                </ul>
              </fieldset>
            )
          })}
        </div>
        {product.options.length > 0 ? (
          <p id="generator-surcharge-hint" className="text-xs text-slate-600">
            {t('adminProducts.generator.surchargeHint')}
          </p>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <MoneyField
            answer={answer}
            name="price"
            label={t('adminProducts.generator.basePrice')}
            hint={t('adminProducts.generator.basePriceHint')}
          />
          <MoneyField answer={answer} name="realPrice" required={false} />
          <MoneyField answer={answer} name="additionalPrice" required={false} />
          <NumberField
            answer={answer}
            name="stock"
            label={t('adminProducts.field.stock')}
            stored={999}
            maxLength={7}
            required
          />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="isActive"
            defaultChecked={value('isActive', 'on') === 'on'}
          />
          {t('adminProducts.field.isActive')}
        </label>
        <div>
          <SaveButton label={t('adminProducts.generator.submit')} />
        </div>
      </AddForm>
    </EditorSection>
  )
}
