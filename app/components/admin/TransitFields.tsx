import { useTranslation } from 'react-i18next'
import { Field } from '#app/components/account/Field.tsx'

interface Props {
  errors: Record<string, string | undefined>
  /** What the field shows: the typed text after a failure, else the stored days. */
  transitDays: string | undefined
  dateDefinite: boolean
}

/**
 * FAIR-PLAN-1: a post method's transit working days and whether it delivers on a fixed day, in
 * the shipping settings' forms (a method's and a country's new one).
 */
export function TransitFields({ errors, transitDays, dateDefinite }: Props) {
  const { t } = useTranslation()
  return (
    <>
      <Field
        label={t('adminTransit.transitDays')}
        error={errors.transitDays}
        hint={t('adminTransit.transitHint')}
        required
      >
        {(props) => (
          <input
            {...props}
            name="transitDays"
            inputMode="numeric"
            maxLength={2}
            defaultValue={transitDays}
          />
        )}
      </Field>
      <label className="flex min-h-11 items-center gap-2 text-sm sm:mt-7">
        <input type="checkbox" name="dateDefinite" defaultChecked={dateDefinite} />
        <span>
          {t('adminTransit.dateDefinite')}
          <span className="block text-xs text-slate-600">{t('adminTransit.dateDefiniteHint')}</span>
        </span>
      </label>
    </>
  )
}
