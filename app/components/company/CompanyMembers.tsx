import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { COMPANY_ROLES, type CompanyRole } from '#core/companies/company.ts'
import { formatMoney } from '#core/money/money.ts'
import { Field, SubmitButton } from '#app/components/account/Field.tsx'

export interface MemberRow {
  id: number
  firstName: string
  lastName: string
  email: string
  role: CompanyRole
  orderLimitCents: number | null
  monthlyLimitCents: number | null
}

/** A limit as the form shows it: euros with a comma in German, empty for none. */
const euros = (cents: number | null, locale: 'de' | 'en') =>
  cents === null
    ? ''
    : locale === 'de'
      ? (cents / 100).toFixed(2).replace('.', ',')
      : (cents / 100).toFixed(2)

/**
 * CO-3..CO-5: the company's members. An admin changes each one's role and limits and removes
 * colleagues (plain forms: they work without JavaScript); the others read the list.
 */
export function CompanyMembers({
  members,
  me,
  manage,
  locale,
  errors,
  typed,
}: {
  members: MemberRow[]
  me: number
  manage: boolean
  locale: 'de' | 'en'
  /** The failed member form's field messages, for the member it named. */
  errors: { id: number; fields: Record<string, string> } | null
  typed: Record<string, string>
}) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const busy = (intent: string, id: number) =>
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === intent &&
    navigation.formData.get('id') === String(id)
  return (
    <section aria-labelledby="company-members" className="flex flex-col gap-3">
      <h3 id="company-members" className="text-lg font-semibold text-slate-900">
        {t('company.members')}
      </h3>
      <ul className="flex flex-col gap-3" data-testid="company-members">
        {members.map((member) => {
          const name = `${member.firstName} ${member.lastName}`
          const own = errors?.id === member.id ? errors.fields : {}
          const value = (field: string, fallback: string) =>
            errors?.id === member.id ? (typed[field] ?? fallback) : fallback
          return (
            <li
              key={member.id}
              className="rounded-lg border border-slate-200 bg-white p-4"
              data-testid="company-member"
            >
              <p className="font-semibold text-slate-900">
                {name} {member.id === me ? t('company.you') : null}
              </p>
              <p className="text-sm break-all text-slate-600">{member.email}</p>
              {manage ? (
                <>
                  <Form
                    method="post"
                    noValidate
                    className="mt-3 grid gap-3 sm:grid-cols-3 sm:items-end"
                  >
                    <input type="hidden" name="intent" value="member" />
                    <input type="hidden" name="id" value={member.id} />
                    <Field label={t('company.role')} required error={own.role}>
                      {(props) => (
                        <select {...props} name="role" defaultValue={value('role', member.role)}>
                          {COMPANY_ROLES.map((role) => (
                            <option key={role} value={role}>
                              {t(`company.roles.${role}`)}
                            </option>
                          ))}
                        </select>
                      )}
                    </Field>
                    <Field
                      label={t('company.orderLimit')}
                      error={own.order_limit}
                      hint={t('company.noLimit')}
                    >
                      {(props) => (
                        <input
                          {...props}
                          name="order_limit"
                          inputMode="decimal"
                          defaultValue={value('order_limit', euros(member.orderLimitCents, locale))}
                        />
                      )}
                    </Field>
                    <Field
                      label={t('company.monthlyLimit')}
                      error={own.monthly_limit}
                      hint={t('company.noLimit')}
                    >
                      {(props) => (
                        <input
                          {...props}
                          name="monthly_limit"
                          inputMode="decimal"
                          defaultValue={value(
                            'monthly_limit',
                            euros(member.monthlyLimitCents, locale),
                          )}
                        />
                      )}
                    </Field>
                    <SubmitButton
                      busy={busy('member', member.id)}
                      className="sm:col-span-3 sm:w-fit"
                    >
                      {t('company.save')}
                      <span className="sr-only"> – {name}</span>
                    </SubmitButton>
                  </Form>
                  {member.id === me ? null : (
                    <Form method="post" className="mt-2">
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="id" value={member.id} />
                      <button
                        type="submit"
                        disabled={busy('remove', member.id)}
                        className="text-sm font-semibold text-red-800 underline hover:text-red-900"
                      >
                        {t('company.remove', { name })}
                      </button>
                    </Form>
                  )}
                </>
              ) : (
                <dl className="mt-2 grid gap-1 text-sm text-slate-700 sm:grid-cols-3">
                  <div>
                    <dt className="font-semibold">{t('company.role')}</dt>
                    <dd>{t(`company.roles.${member.role}`)}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold">{t('company.orderLimit')}</dt>
                    <dd>
                      {member.orderLimitCents === null
                        ? t('company.noLimit')
                        : formatMoney(member.orderLimitCents)}
                    </dd>
                  </div>
                  <div>
                    <dt className="font-semibold">{t('company.monthlyLimit')}</dt>
                    <dd>
                      {member.monthlyLimitCents === null
                        ? t('company.noLimit')
                        : formatMoney(member.monthlyLimitCents)}
                    </dd>
                  </div>
                </dl>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
