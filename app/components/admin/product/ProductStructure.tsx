import { useTranslation } from 'react-i18next'
import { type Locale, pick } from '#core/i18n/locale.ts'
import { useLocale } from '#app/lib/i18n.ts'
import type { ProductEditorView } from '#core/catalog/product-editor-view.ts'
import {
  EditorSection,
  FormMessage,
  PartControls,
  PartFields,
  SaveButton,
  TitleFields,
  useFreshKey,
} from './fields.tsx'
import { PartHeading, PartItem, PostForm, TitlesForm } from './PartEditors.tsx'
import { OptionTexts } from './OptionTexts.tsx'

type Option = ProductEditorView['options'][number]

/** CONT-6, CAT-4: the options and their values, each renamed, moved or deleted on its own. */
export function ProductOptions({ product }: { product: ProductEditorView }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const fresh = useFreshKey('option-add')
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
      <PostForm key={fresh} className="mt-4 rounded-md bg-slate-50 p-3">
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
      {product.options.length > 0 ? <OptionTexts product={product} /> : null}
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
      <h4 className="mt-3 text-sm font-semibold text-slate-800">{t('adminProducts.values')}</h4>
      <ul className="mt-1 flex flex-col gap-2">
        {option.values.map((value, index) => {
          const valueName = pick(value.title, locale)
          return (
            <PartItem key={value.id} testId="option-value" small>
              <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                <span className="text-sm font-semibold text-slate-900">{valueName}</span>
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
              <FormMessage intent="value-delete" part={value.id} />
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
