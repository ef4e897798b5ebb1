import { useTranslation } from 'react-i18next'
import { useActionData } from 'react-router'
import {
  canApprove,
  canManage,
  companySettingsSchema,
  decisionSchema,
  invitationSchema,
  memberSchema,
} from '#core/companies/company.ts'
import { translate } from '#core/i18n/translate.ts'
import { parseBody } from '#core/validation/parse.ts'
import { companyForm } from '#core/validation/intents.ts'
import { CompanyApprovals } from '#app/components/company/CompanyApprovals.tsx'
import { CompanyInvite } from '#app/components/company/CompanyInvite.tsx'
import { CompanySettings } from '#app/components/company/CompanySettings.tsx'
import { CompanyMembers } from '#app/components/company/CompanyMembers.tsx'
import { FormOutcome } from '#app/components/ui/FormOutcome.tsx'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { fieldMessages, isFailure } from '#app/lib/forms.ts'
import { formAction, formObject, parseForm } from '#app/lib/forms.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireCustomer } from '#app/lib/session.server.ts'
import type { Route } from './+types/company'

/** CO-1..CO-9: the customer's company — members, invitations and the orders to approve. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context)
  const services = getServices(context)
  const [view, pending] = await Promise.all([
    services.companies.view(customer.id),
    services.orderApprovals.pending(customer.id),
  ])
  return {
    joined: new URL(request.url).searchParams.get('joined') === '1',
    me: customer.id,
    name: view.companyName,
    role: view.role,
    purchaseOrderRequired: view.purchaseOrderRequired,
    members: view.members.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })),
    invitations: view.invitations.map((i) => ({ ...i, expiresAt: i.expiresAt.toISOString() })),
    pending: pending.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
  }
}

/** The page's forms: the company API's schemas and services (decision 0039). */
export async function action({ request, context }: Route.ActionArgs) {
  const customer = await requireCustomer(request, context)
  const { locale } = getRequestInfo(context)
  const services = getServices(context)
  const form = await request.formData()
  return formAction(form, async () => {
    const input = parseForm(form, companyForm, locale)
    const body = formObject(form)
    switch (input.intent) {
      case 'invite': {
        const made = await services.companyInvitations.invite(
          customer.id,
          parseBody(invitationSchema, body, locale),
          locale,
        )
        return {
          ok: true as const,
          message: translate(locale, 'company.invited', { email: made.email }),
        }
      }
      case 'settings': {
        const { purchase_order_required } = parseBody(
          companySettingsSchema,
          { purchase_order_required: form.get('purchase_order_required') === 'on' },
          locale,
        )
        await services.companies.setPurchaseOrderRequired(
          customer.id,
          purchase_order_required,
          locale,
        )
        return { ok: true as const, message: translate(locale, 'company.settingsSaved') }
      }
      case 'member': {
        const changed = await services.companies.updateMember(
          customer.id,
          input.id,
          parseBody(memberSchema, body, locale),
          locale,
        )
        const name = `${changed.firstName} ${changed.lastName}`
        return { ok: true as const, message: translate(locale, 'company.memberSaved', { name }) }
      }
      case 'remove': {
        const gone = await services.companies.removeMember(customer.id, input.id, locale)
        const name = `${gone.firstName} ${gone.lastName}`
        return { ok: true as const, message: translate(locale, 'company.memberRemoved', { name }) }
      }
      case 'approve': {
        const order = await services.orderApprovals.approve(customer.id, input.id, locale)
        return {
          ok: true as const,
          message: translate(locale, 'company.approved', { number: order.number }),
        }
      }
      case 'reject': {
        const { message } = parseBody(decisionSchema, body, locale)
        const order = await services.orderApprovals.reject(customer.id, input.id, message, locale)
        return {
          ok: true as const,
          message: translate(locale, 'company.rejected', { number: order.number }),
        }
      }
    }
  })
}

export default function CompanyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const answer = useActionData<typeof action>()
  const failed = isFailure(answer) ? answer : null
  const failedId = Number(failed?.values.id)
  const fields = fieldMessages(answer)
  const { joined, me, name, role, members, invitations, pending, purchaseOrderRequired } =
    loaderData
  return (
    <div className="flex flex-col gap-8" data-testid="company-page">
      <div>
        <h2 className="text-2xl font-bold text-slate-900">{t('company.title')}</h2>
        <p className="mt-1 text-slate-600">{t('company.lead', { company: name })}</p>
        <p className="mt-1 text-sm text-slate-600">
          {t('company.role')}: <strong>{t(`company.roles.${role}`)}</strong>
        </p>
      </div>
      <div aria-live="polite">
        {joined && !answer ? (
          <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            {t('company.joined', { company: name })}
          </p>
        ) : null}
        <FormOutcome answer={answer} />
      </div>
      {canApprove(role) ? (
        <CompanyApprovals
          pending={pending}
          rejectError={
            failed?.intent === 'reject' && fields.message
              ? { id: failedId, message: fields.message }
              : null
          }
        />
      ) : null}
      <CompanyMembers
        members={members}
        me={me}
        manage={canManage(role)}
        locale={locale}
        errors={failed?.intent === 'member' ? { id: failedId, fields } : null}
        typed={failed?.values ?? {}}
      />
      {canManage(role) ? <CompanySettings purchaseOrderRequired={purchaseOrderRequired} /> : null}
      {canManage(role) ? (
        <CompanyInvite
          invitations={invitations}
          errors={failed?.intent === 'invite' ? fields : {}}
          typed={failed?.intent === 'invite' ? failed.values : {}}
        />
      ) : null}
    </div>
  )
}
