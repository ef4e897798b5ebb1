import { useTranslation } from 'react-i18next'
import type { ProductEditorView } from '#core/catalog/product-editor-view.ts'
import { FormMessage, PartFields, SaveButton, TextInput, useFormAnswer } from './fields.tsx'
import { PostForm } from './PartEditors.tsx'

type OptionValue = ProductEditorView['options'][number]['values'][number]

/**
 * PRE-2, PRE-3: what choosing a value means for the print data (its own trim size or page
 * count), folded away under the value; all fields empty: the product's print facts hold.
 */
export function ValuePrint({ value }: { value: OptionValue }) {
  const { t } = useTranslation()
  const { errors, value: typed, message } = useFormAnswer('value-print', value.id)
  const print = value.print
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
        .join(', ')
    : t('adminProducts.valuePrint.asProduct')
  return (
    <details className="mt-2 text-sm" open={message !== undefined || undefined}>
      <summary className="cursor-pointer text-slate-700">
        {t('adminProducts.valuePrint.title')}: {summary}
      </summary>
      <PostForm className="mt-2 grid gap-2 md:grid-cols-[1fr_1fr_1fr_auto] md:items-end">
        <PartFields intent="value-print" part={value.id} />
        {(
          [
            ['printWidthMm', print?.widthMm],
            ['printHeightMm', print?.heightMm],
            ['printPages', print?.pages],
          ] as const
        ).map(([name, stored]) => (
          <TextInput
            key={name}
            name={name}
            label={t(`adminProducts.field.${name}`)}
            error={errors[name]}
            value={typed(name, stored ?? '')}
            inputMode="numeric"
          />
        ))}
        <SaveButton />
        <p className="text-xs text-slate-600 md:col-span-4">{t('adminProducts.valuePrint.hint')}</p>
      </PostForm>
      <FormMessage intent="value-print" part={value.id} />
    </details>
  )
}
