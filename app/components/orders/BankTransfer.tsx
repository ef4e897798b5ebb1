import { useTranslation } from 'react-i18next'
import { formatMoney } from '#core/money/money.ts'
import type { BankAccount } from '#core/settings/shop-settings.ts'

/**
 * What a prepayment customer needs to transfer the money: recipient, IBAN, BIC, the payment
 * reference (the order number) and the amount. The thank-you page, the overview and the
 * confirmation mail show the same.
 */
export function BankTransfer({
  bank,
  orderNumber,
  totalCents,
  className = '',
}: {
  bank: BankAccount
  orderNumber: number
  totalCents: number
  className?: string
}) {
  const { t } = useTranslation()
  return (
    <section
      className={`rounded-lg border border-brand-200 bg-brand-50 p-4 text-left sm:p-6 ${className}`}
      data-testid="bank-transfer"
    >
      <h2 className="text-lg font-bold text-slate-900">{t('checkoutScreens.bankTransfer')}</h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt>{t('checkoutScreens.bankRecipient')}</dt>
        <dd>{bank.recipient}</dd>
        <dt>{t('checkoutScreens.bankIban')}</dt>
        <dd className="font-mono">{bank.iban}</dd>
        <dt>{t('checkoutScreens.bankBic')}</dt>
        <dd className="font-mono">
          {bank.bic} ({bank.bankName})
        </dd>
        <dt>{t('checkoutScreens.bankReference')}</dt>
        <dd className="font-semibold" data-testid="bank-reference">
          {orderNumber}
        </dd>
        <dt>{t('checkoutScreens.totals.total')}</dt>
        <dd className="font-semibold" data-testid="bank-amount">
          {formatMoney(totalCents)}
        </dd>
      </dl>
    </section>
  )
}
