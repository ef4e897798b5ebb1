import { useTranslation } from 'react-i18next'
import { translate } from '#core/i18n/translate.ts'
import { FormOutcome } from '#app/components/ui/FormOutcome.tsx'
import { useToast } from '#app/components/ui/Toaster.tsx'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { useProfile } from '#app/lib/customer.ts'
import { answerToast, useFormFetcher } from '#app/lib/forms.ts'
import { formAction } from '#app/lib/forms.server.ts'
import { requireCustomer } from '#app/lib/session.server.ts'
import type { Route } from './+types/subscription'

/** The account's e-mail and the same newsletter records as the footer form (NEWS-6). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context)
  return { status: await getServices(context).newsletter.status(customer.email) }
}

/** Subscribe or unsubscribe the account's e-mail: the same code as the profile's newsletter API. */
export async function action({ request, context }: Route.ActionArgs) {
  const customer = await requireCustomer(request, context)
  const services = getServices(context)
  const { locale, ip } = getRequestInfo(context)
  const form = await request.formData()
  return formAction(form, async () => {
    if (form.get('intent') === 'unsubscribe') {
      await services.newsletter.unsubscribeEmail(customer.email)
      return { ok: true as const, message: translate(locale, 'newsletter.unsubscribed') }
    }
    const message = await services.newsletterSignup({
      email: customer.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      locale,
      source: 'profile',
      ip,
      origin: services.config.publicUrl,
    })
    return { ok: true as const, message }
  })
}

export default function ProfileSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { customer } = useProfile()
  const toast = useToast()
  const fetcher = useFormFetcher((result) => toast(answerToast(result)))
  const { status } = loaderData
  const subscribed = status === 'active' || status === 'pending'

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-2xl font-bold text-slate-900">{t('account.menuSubscription')}</h2>
      <p className="text-slate-600">{t('account.subscriptionLead')}</p>
      <p
        className="rounded-md border border-slate-200 bg-slate-50 p-4 text-slate-800"
        data-testid="subscription-status"
        data-status={status}
      >
        {t(`newsletter.status.${status}`, { email: customer.email })}
      </p>
      <FormOutcome answer={fetcher.data ? undefined : actionData} />
      <fetcher.Form method="post">
        <button
          type="submit"
          name="intent"
          value={subscribed ? 'unsubscribe' : 'subscribe'}
          disabled={fetcher.busy}
          aria-busy={fetcher.busy}
          className={`rounded-md px-5 py-2.5 font-semibold disabled:opacity-60 ${
            subscribed
              ? 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
              : 'bg-brand-700 text-white hover:bg-brand-800'
          }`}
        >
          {subscribed ? t('newsletter.unsubscribe') : t('newsletter.subscribe')}
        </button>
      </fetcher.Form>
      <p className="text-sm text-slate-600">
        {t('fields.email')}: {customer.email}
      </p>
    </div>
  )
}
