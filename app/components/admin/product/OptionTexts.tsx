import { useTranslation } from 'react-i18next'
import { PART_TITLE_MAX } from '#core/catalog/product-editor.ts'
import type { ProductEditorView } from '#core/catalog/product-editor-view.ts'
import { pick } from '#core/i18n/locale.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { TextInput, useFormAnswer } from './fields.tsx'
import { SectionForm } from './SectionForm.tsx'

// PED-1 (decision 0049): the names of every option and value and each value's print data
// (PRE-2, PRE-3) in one form with one save; the options' order, deletion and additions stay
// above it (ProductStructure.tsx), each a small form of its own.

type OptionValue = ProductEditorView['options'][number]['values'][number]

export function OptionTexts({ product }: { product: ProductEditorView }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const answer = useFormAnswer('options-save')
  const titles = (suffix: string, stored: { de: string; en: string }) =>
    (['De', 'En'] as const).map((language) => {
      const name = `title${language}-${suffix}`
      return (
        <TextInput
          key={name}
          name={name}
          label={t(`adminProducts.field.title${language}`)}
          error={answer.errors[name]}
          value={answer.value(name, language === 'De' ? stored.de : stored.en)}
          maxLength={PART_TITLE_MAX}
          required
        />
      )
    })
  return (
    <section aria-labelledby="option-texts-title" className="mt-6">
      <h3 id="option-texts-title" className="font-semibold text-slate-900">
        {t('adminProducts.optionTexts')}
      </h3>
      <SectionForm intent="options-save" className="mt-2 flex flex-col gap-4">
        {product.options.map((option) => (
          <fieldset key={option.id} className="rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-900">
              {pick(option.title, locale)}
            </legend>
            <div className="grid gap-3 md:grid-cols-2">{titles(`o${option.id}`, option.title)}</div>
            <ul className="mt-3 flex flex-col gap-3">
              {option.values.map((value) => (
                <li key={value.id} className="rounded border border-slate-100 p-2">
                  <fieldset>
                    <legend className="text-sm font-semibold text-slate-800">
                      {t('adminProducts.valueOf', { value: pick(value.title, locale) })}
                    </legend>
                    <div className="grid gap-2 md:grid-cols-2">
                      {titles(`v${value.id}`, value.title)}
                    </div>
                    <PrintFields value={value} answer={answer} />
                  </fieldset>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </SectionForm>
    </section>
  )
}

/** PRE-2, PRE-3: a value's own trim size or pages, folded away while it has none. */
function PrintFields({
  value,
  answer,
}: {
  value: OptionValue
  answer: ReturnType<typeof useFormAnswer>
}) {
  const { t } = useTranslation()
  const print = value.print
  const names = ['printWidthMm', 'printHeightMm', 'printPages'] as const
  const refused = names.some((name) => answer.errors[`${name}-v${value.id}`])
  const summary = print
    ? [
        print.widthMm && print.heightMm
          ? `${print.widthMm} × ${print.heightMm} mm`
          : print.widthMm
            ? t('adminProducts.valuePrint.width', { mm: print.widthMm })
            : print.heightMm
              ? t('adminProducts.valuePrint.height', { mm: print.heightMm })
              : '',
        print.pages ? t('adminProducts.valuePrint.pages', { count: print.pages }) : '',
      ]
        .filter(Boolean)
        .join(', ') || t('adminProducts.valuePrint.asProduct')
    : t('adminProducts.valuePrint.asProduct')
  const stored = {
    printWidthMm: print?.widthMm,
    printHeightMm: print?.heightMm,
    printPages: print?.pages,
  }
  return (
    <details className="mt-2 text-sm" open={refused || undefined}>
      <summary className="cursor-pointer text-slate-700">
        {t('adminProducts.valuePrint.title')}: {summary}
      </summary>
      <p className="mt-1 text-xs text-slate-600">{t('adminProducts.valuePrint.hint')}</p>
      <div className="mt-2 grid gap-2 md:grid-cols-3">
        {names.map((name) => {
          const field = `${name}-v${value.id}`
          return (
            <TextInput
              key={name}
              name={field}
              label={t(`adminProducts.field.${name}`)}
              error={answer.errors[field]}
              value={answer.value(field, stored[name] ?? '')}
              inputMode="numeric"
            />
          )
        })}
      </div>
    </details>
  )
}
