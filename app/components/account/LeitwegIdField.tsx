import { useTranslation } from 'react-i18next'
import { Field } from './Field.tsx'

/**
 * INV-8: the optional Leitweg-ID of a public-sector buyer, in the profile and the payment step;
 * the rule is core/validation/leitweg-id.ts.
 */
export function LeitwegIdField({
  name,
  value,
  error,
  onChange,
}: {
  name: string
  value: string
  error?: string
  onChange: (value: string) => void
}) {
  const { t } = useTranslation()
  return (
    <Field label={t('fields.leitweg_id')} hint={t('account.leitwegIdHint')} error={error}>
      {(props) => (
        <input
          {...props}
          name={name}
          value={value}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => onChange(e.target.value)}
          data-testid="leitweg-id"
        />
      )}
    </Field>
  )
}
