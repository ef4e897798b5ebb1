import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useProfile } from '#app/lib/customer.ts'
import { useLocale } from '#app/lib/i18n.ts'

export default function ProfileOverview() {
  const { t } = useTranslation()
  const { href } = useLocale()
  const { customer, countryName } = useProfile()
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-2xl font-bold text-slate-900">
          {t('account.welcome', { name: `${customer.firstName} ${customer.lastName}` })}
        </h2>
        <p className="mt-1 text-slate-600">{t('account.overviewLead')}</p>
      </div>
      <div className="rounded-lg border border-slate-200 p-5">
        <div className="flex items-center justify-between">
          <h3 className="font-bold text-slate-900">{t('account.customerData')}</h3>
          <Link
            to={href('/profile/settings')}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('account.edit')}
          </Link>
        </div>
        <address
          className="mt-3 not-italic leading-relaxed text-slate-700"
          data-testid="profile-data"
        >
          {customer.company}
          <br />
          {t(customer.gender === 'female' ? 'account.female' : 'account.male')} {customer.firstName}{' '}
          {customer.lastName}
          <br />
          {customer.address}
          <br />
          {customer.postcode} {customer.city}
          <br />
          {countryName}
          <br />
          {customer.email} · {customer.phone}
        </address>
      </div>
    </div>
  )
}
