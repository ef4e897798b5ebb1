import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { can } from '#core/staff/permissions.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import { useLocale } from '#app/lib/i18n.ts'

/**
 * FIND-4, STAFF-7: the order's customer, a link to their page for those who may open it (STAFF-5:
 * customers are for the owner and sales); production sees the order without it.
 */
export function OrderCustomerLink({
  member,
  customerId,
  company,
}: {
  member: StaffMember
  customerId: number
  company: string
}) {
  const { t } = useTranslation()
  const { href } = useLocale()
  if (!can(member, 'customers.manage')) return null
  return (
    <p className="mt-1 text-sm" data-testid="order-customer">
      <span className="text-slate-600">{t('adminCustomerEdit.customerLabel')}: </span>
      <Link
        to={href(`/admin/customers/${customerId}`)}
        className="font-semibold text-brand-800 underline"
      >
        {t('adminCustomerEdit.openCustomer', { number: customerId, company })}
      </Link>
    </p>
  )
}
