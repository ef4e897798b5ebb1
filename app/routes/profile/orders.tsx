import { useTranslation } from 'react-i18next'

/** The order list comes with the checkout; until then an honest empty state. */
export default function ProfileOrders() {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-2xl font-bold text-slate-900">{t('account.menuOrders')}</h2>
      <p className="text-slate-600">{t('account.ordersLead')}</p>
      <p
        className="rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-600"
        data-testid="orders-empty"
      >
        {t('account.ordersEmpty')}
      </p>
    </div>
  )
}
