import { useTranslation } from 'react-i18next'
import {
  FEATURE_DESC_MAX,
  KEYWORDS_MAX,
  META_DESCRIPTION_MAX,
  PRODUCT_SLUG_MAX,
  PRODUCT_TITLE_MAX,
  SEO_TITLE_MAX,
} from '#core/catalog/product-editor.ts'
import type { ProductEditorView } from '#core/catalog/product-editor-view.ts'
import type { CategoryChoice } from './CategorySelect.tsx'
import { SectionForm } from './SectionForm.tsx'
import { EditorSection, TextArea, TextInput, useFormAnswer } from './fields.tsx'

/** CONT-6: the product's own fields in both languages, and its print data. */
export function ProductBasics({ product }: { product: ProductEditorView }) {
  const { t } = useTranslation()
  const { errors, value } = useFormAnswer('basics')
  const both = (
    name: 'title' | 'slug' | 'featureDesc' | 'seoTitle' | 'metaDescription',
    max: number,
    options: { required?: boolean; hint?: string; area?: boolean } = {},
  ) =>
    (['De', 'En'] as const).map((suffix) => {
      const field = `${name}${suffix}` as const
      const stored = product[name][suffix === 'De' ? 'de' : 'en']
      const props = {
        name: field,
        label: t(`adminProducts.field.${field}`),
        error: errors[field],
        value: value(field, stored),
        maxLength: max,
        required: options.required,
        hint: options.hint,
      }
      return options.area ? (
        <TextArea key={field} {...props} rows={2} />
      ) : (
        <TextInput key={field} {...props} />
      )
    })
  return (
    <EditorSection id="basics" title={t('adminProducts.sections.basics')}>
      <SectionForm intent="basics" className="mt-3 flex flex-col gap-3">
        <fieldset className="flex flex-wrap gap-4" aria-describedby="product-type-hint">
          <legend className="text-sm font-semibold text-slate-800">
            {t('adminProducts.field.type')}
          </legend>
          <p id="product-type-hint" className="w-full text-xs text-slate-600">
            {t('adminProducts.typeHint')}
          </p>
          {(['1', '2'] as const).map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="type"
                value={type}
                defaultChecked={value('type', product.type) === type}
              />
              {t(`adminProducts.types.${type}`)}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-3 md:grid-cols-2">
          {both('title', PRODUCT_TITLE_MAX, {
            required: true,
            hint: t('adminProducts.hint.title'),
          })}
          {both('slug', PRODUCT_SLUG_MAX, { hint: t('adminProducts.field.slugHint') })}
          {both('featureDesc', FEATURE_DESC_MAX)}
          {both('seoTitle', SEO_TITLE_MAX, { hint: t('adminProducts.field.seoTitleHint') })}
          {both('metaDescription', META_DESCRIPTION_MAX, { area: true })}
        </div>
        <TextInput
          name="keywords"
          label={t('adminProducts.field.keywords')}
          hint={t('adminProducts.field.keywordsHint')}
          error={errors.keywords}
          value={value('keywords', product.keywords)}
          maxLength={KEYWORDS_MAX}
        />
        <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {(
            [
              ['printWidthMm', product.printFormat?.widthMm ?? '', false],
              ['printHeightMm', product.printFormat?.heightMm ?? '', false],
              ['printBleedMm', product.printFormat?.bleedMm ?? '', false],
              ['printMinPpi', product.printMinPpi, true],
              ['printPages', product.printPages, true],
            ] as const
          ).map(([name, stored, required]) => (
            <TextInput
              key={name}
              name={name}
              label={t(`adminProducts.field.${name}`)}
              error={errors[name]}
              value={value(name, stored)}
              inputMode="numeric"
              required={required}
              maxLength={6}
            />
          ))}
        </div>
      </SectionForm>
    </EditorSection>
  )
}

/** The categories the product is listed in; the main one gives its address. */
export function ProductCategories({
  product,
  categories,
}: {
  product: ProductEditorView
  categories: CategoryChoice[]
}) {
  const { t } = useTranslation()
  const { errors } = useFormAnswer('categories')
  return (
    <EditorSection id="categories" title={t('adminProducts.sections.categories')}>
      <SectionForm intent="categories" className="mt-3 flex flex-col gap-3">
        {errors.defaultMenuId ? (
          <p className="text-sm text-red-800">{errors.defaultMenuId}</p>
        ) : null}
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-1 font-semibold">
                {t('adminProducts.category')}
              </th>
              <th scope="col" className="w-24 py-1 text-center font-semibold">
                {t('adminProducts.listed')}
              </th>
              <th scope="col" className="w-32 py-1 text-center font-semibold">
                {t('adminProducts.field.defaultMenuId')}
              </th>
            </tr>
          </thead>
          <tbody>
            {categories.map((category) => (
              <tr key={category.id} className="border-b border-slate-100">
                <th scope="row" className="py-1 font-normal" id={`category-${category.id}`}>
                  {category.label}
                </th>
                <td className="text-center">
                  <input
                    type="checkbox"
                    name="menuIds"
                    value={category.id}
                    aria-labelledby={`category-${category.id}`}
                    defaultChecked={product.menuIds.includes(category.id)}
                  />
                </td>
                <td className="text-center">
                  <input
                    type="radio"
                    name="defaultMenuId"
                    value={category.id}
                    aria-label={`${t('adminProducts.field.defaultMenuId')}: ${category.label}`}
                    defaultChecked={product.defaultMenuId === category.id}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </SectionForm>
    </EditorSection>
  )
}
