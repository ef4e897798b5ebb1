import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { Field, SubmitButton } from '#app/components/account/Field.tsx'
import { useLocale } from '#app/lib/i18n.ts'

/** What the form shows: the coupon's values as text (or what was typed when it was refused). */
export interface CouponFormValues {
  code: string
  percent: string
  validFrom: string
  validUntil: string
  maxUses: string
  maxUsesPerCustomer: string
  isActive: boolean
}

export const emptyCoupon: CouponFormValues = {
  code: '',
  percent: '',
  validFrom: '',
  validUntil: '',
  maxUses: '',
  maxUsesPerCustomer: '',
  isActive: true,
}

/** A percent as staff type it in their language: 12,5 in German, 12.5 in English. */
export function percentText(percent: number, locale: 'de' | 'en'): string {
  const text = String(percent)
  return locale === 'de' ? text.replace('.', ',') : text
}

/** A refused post's typed values over the coupon's own (a page rendered again without JavaScript). */
export function valuesAfter(
  base: CouponFormValues,
  typed: Record<string, string> | undefined,
): CouponFormValues {
  if (!typed) return base
  return {
    code: typed.code ?? base.code,
    percent: typed.percent ?? base.percent,
    validFrom: typed.validFrom ?? base.validFrom,
    validUntil: typed.validUntil ?? base.validUntil,
    maxUses: typed.maxUses ?? base.maxUses,
    maxUsesPerCustomer: typed.maxUsesPerCustomer ?? base.maxUsesPerCustomer,
    isActive: typed.isActive === 'on',
  }
}

/**
 * STAFF-10: the coupon's fields, posted to the page's action with `intent` (create or save);
 * each field's message stands under it, linked by aria-describedby.
 */
export function CouponForm({
  intent,
  values,
  errors,
  busy,
  submitLabel,
}: {
  intent: 'create' | 'save'
  values: CouponFormValues
  errors: Record<string, string>
  busy: boolean
  submitLabel: string
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const id = `coupon-${intent}`
  return (
    <Form
      method="post"
      className="mt-3 grid gap-4 sm:grid-cols-2"
      data-testid={`coupon-form-${intent}`}
      noValidate
    >
      <input type="hidden" name="intent" value={intent} />
      <Field
        label={t('admin.coupons.code')}
        error={errors.code}
        hint={t('admin.coupons.codeHint')}
        required
      >
        {(props) => (
          <input
            {...props}
            name="code"
            defaultValue={values.code}
            maxLength={32}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className={`${props.className} uppercase`}
          />
        )}
      </Field>
      <Field
        label={t('admin.coupons.percent')}
        error={errors.percent}
        hint={t('admin.coupons.percentHint')}
        required
      >
        {(props) => (
          <input
            {...props}
            name="percent"
            defaultValue={values.percent}
            inputMode="decimal"
            maxLength={6}
            autoComplete="off"
            lang={locale}
          />
        )}
      </Field>
      <Field label={t('admin.coupons.validFrom')} error={errors.validFrom}>
        {(props) => (
          <input {...props} type="date" name="validFrom" defaultValue={values.validFrom} />
        )}
      </Field>
      <Field label={t('admin.coupons.validUntil')} error={errors.validUntil}>
        {(props) => (
          <input {...props} type="date" name="validUntil" defaultValue={values.validUntil} />
        )}
      </Field>
      <Field
        label={t('admin.coupons.maxUses')}
        error={errors.maxUses}
        hint={t('admin.coupons.limitHint')}
      >
        {(props) => (
          <input
            {...props}
            name="maxUses"
            defaultValue={values.maxUses}
            inputMode="numeric"
            maxLength={9}
            autoComplete="off"
          />
        )}
      </Field>
      <Field
        label={t('admin.coupons.maxUsesPerCustomer')}
        error={errors.maxUsesPerCustomer}
        hint={t('admin.coupons.limitHint')}
      >
        {(props) => (
          <input
            {...props}
            name="maxUsesPerCustomer"
            defaultValue={values.maxUsesPerCustomer}
            inputMode="numeric"
            maxLength={9}
            autoComplete="off"
          />
        )}
      </Field>
      <div className="flex items-center gap-2 sm:col-span-2">
        <input
          id={`${id}-active`}
          type="checkbox"
          name="isActive"
          defaultChecked={values.isActive}
          className="size-5 rounded border-slate-400 text-brand-700 focus:ring-2 focus:ring-brand-200"
        />
        <label htmlFor={`${id}-active`} className="text-sm font-semibold text-slate-800">
          {t('admin.coupons.active')}
        </label>
      </div>
      <div className="sm:col-span-2">
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
      </div>
    </Form>
  )
}
