import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRevalidator } from 'react-router'
import { useToast } from '#app/components/ui/Toaster.tsx'
import { api, messagesOf } from '#app/lib/api.ts'
import { getServices } from '#app/lib/context.server.ts'
import { useProfile } from '#app/lib/customer.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireCustomer } from '#app/lib/session.server.ts'
import type { Route } from './+types/subscription'

/** The account's e-mail and the same newsletter records as the footer form (issue 7). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context)
  return { status: await getServices(context).newsletter.status(customer.email) }
}

export default function ProfileSubscription({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const { customer } = useProfile()
  const toast = useToast()
  const revalidator = useRevalidator()
  const [pending, setPending] = useState(false)
  const { status } = loaderData
  const subscribed = status === 'active' || status === 'pending'

  async function change(action: 'subscribe' | 'unsubscribe') {
    setPending(true)
    const result = await api(`/user/dashboard/newsletter/${action}`, locale, { method: 'POST' })
    setPending(false)
    toast({ type: result.ok ? 'success' : 'error', messages: messagesOf(result) })
    await revalidator.revalidate()
  }

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
      <div>
        <button
          type="button"
          disabled={pending}
          onClick={() => change(subscribed ? 'unsubscribe' : 'subscribe')}
          className={`rounded-md px-5 py-2.5 font-semibold disabled:opacity-60 ${
            subscribed
              ? 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
              : 'bg-brand-700 text-white hover:bg-brand-800'
          }`}
        >
          {subscribed ? t('newsletter.unsubscribe') : t('newsletter.subscribe')}
        </button>
      </div>
      <p className="text-sm text-slate-600">
        {t('fields.email')}: {customer.email}
      </p>
    </div>
  )
}
