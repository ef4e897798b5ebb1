import { useTranslation } from 'react-i18next'
import { useProfile } from '#app/lib/customer.ts'

/** The newsletter is its own feature (not built yet): say so honestly. */
export default function ProfileSubscription() {
  const { t } = useTranslation()
  const { customer } = useProfile()
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-2xl font-bold text-slate-900">{t('account.menuSubscription')}</h2>
      <p className="text-slate-600">{t('account.subscriptionLead')}</p>
      <p
        className="rounded-md border border-slate-200 bg-slate-50 p-4 text-slate-700"
        data-testid="subscription-coming"
      >
        {t('account.subscriptionComing')}
      </p>
      <p className="text-sm text-slate-600">
        {t('fields.email')}: {customer.email}
      </p>
    </div>
  )
}
