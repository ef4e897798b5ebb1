import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { COMPANY_ROLES, type CompanyRole } from '#core/companies/company.ts'
import { formatDate } from '#core/dates/dates.ts'
import { Field, SubmitButton } from '#app/components/account/Field.tsx'
import { useLocale } from '#app/lib/i18n.ts'

export interface InvitationRow {
  id: number
  email: string
  role: CompanyRole
  expiresAt: string
}

/** CO-2: an admin invites a colleague and sees the invitations not yet used. */
export function CompanyInvite({
  invitations,
  errors,
  typed,
}: {
  invitations: InvitationRow[]
  errors: Record<string, string>
  typed: Record<string, string>
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'invite'
  return (
    <section aria-labelledby="company-invite" className="flex flex-col gap-3">
      <h3 id="company-invite" className="text-lg font-semibold text-slate-900">
        {t('company.invite')}
      </h3>
      <p className="text-sm text-slate-600">{t('company.inviteLead')}</p>
      <Form
        method="post"
        noValidate
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:items-end"
        data-testid="company-invite-form"
      >
        <input type="hidden" name="intent" value="invite" />
        <Field label={t('company.email')} required {...(errors.email && { error: errors.email })}>
          {(props) => (
            <input
              {...props}
              type="email"
              name="email"
              autoComplete="off"
              defaultValue={typed.email ?? ''}
            />
          )}
        </Field>
        <Field label={t('company.role')} required {...(errors.role && { error: errors.role })}>
          {(props) => (
            <select {...props} name="role" defaultValue={typed.role ?? 'buyer'}>
              {COMPANY_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`company.roles.${role}`)} – {t(`company.roleHints.${role}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <SubmitButton busy={busy} className="sm:col-span-2 sm:w-fit">
          {t('company.inviteSubmit')}
        </SubmitButton>
      </Form>
      <h4 className="font-semibold text-slate-800">{t('company.invitations')}</h4>
      {invitations.length === 0 ? (
        <p className="text-sm text-slate-600">{t('company.noInvitations')}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm" data-testid="company-invitations">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="break-all text-slate-700">
              {invitation.email} · {t(`company.roles.${invitation.role}`)} ·{' '}
              {t('company.invitedUntil', { date: formatDate(invitation.expiresAt, locale) })}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
