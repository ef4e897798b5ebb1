import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '#app/lib/i18n.ts'

const button =
  'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200'

/**
 * ORD-BULK-1..ORD-BULK-3: a plain GET form around the order table. Its buttons take the ticked
 * orders to the shipping page, the delivery notes' PDF or the CSV (`formAction`), so every one
 * works without JavaScript and the PDF and CSV load as documents. With JavaScript the
 * select-all box ticks the rows, and unticking a row unticks it.
 */
export function OrderBulkForm({
  canShip,
  notice,
  children,
}: {
  canShip: boolean
  /** Why the last bulk action did nothing ('none' ticked, 'too-many'), or null. */
  notice: string | null
  children: ReactNode
}) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const sync = (event: React.ChangeEvent<HTMLFormElement>) => {
    const target = event.target as unknown as HTMLInputElement
    const form = event.currentTarget
    const rows = [...form.querySelectorAll<HTMLInputElement>('input[name="id"]')]
    const all = form.querySelector<HTMLInputElement>('input[name="all"]')
    if (!all) return
    if (target.name === 'all') for (const row of rows) row.checked = target.checked
    else if (target.name === 'id') all.checked = rows.every((row) => row.checked)
  }
  return (
    <form
      method="get"
      action={href('/admin/orders/delivery-notes')}
      onChange={sync}
      data-testid="orders-bulk"
      aria-label={t('adminShipping.bulk.legend')}
    >
      <input type="hidden" name="bulk" value="1" />
      <div className="mt-3 flex flex-wrap items-center gap-2" data-testid="orders-bulk-bar">
        <p className="w-full text-sm text-slate-600 sm:w-auto">{t('adminShipping.bulk.hint')}</p>
        {canShip ? (
          <button type="submit" formAction={href('/admin/orders/ship')} className={button}>
            {t('adminShipping.bulk.ship')}
          </button>
        ) : null}
        <button type="submit" formAction={href('/admin/orders/delivery-notes')} className={button}>
          {t('adminShipping.bulk.notes')}
        </button>
        <button type="submit" formAction={href('/admin/orders.csv')} className={button}>
          {t('adminShipping.bulk.csv')}
        </button>
      </div>
      {notice ? (
        <p
          role="alert"
          className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="orders-bulk-notice"
        >
          {notice}
        </p>
      ) : null}
      {children}
    </form>
  )
}

/** The select-all box: without JavaScript it sends the page's ids itself (`all`). */
export function SelectAllBox({ ids }: { ids: number[] }) {
  const { t } = useTranslation()
  return (
    <input
      type="checkbox"
      name="all"
      value={ids.join(',')}
      aria-label={t('adminShipping.bulk.selectAll')}
      className="size-5 accent-brand-700"
      data-testid="orders-select-all"
    />
  )
}

/** One row's box. */
export function SelectOrderBox({ id, number }: { id: number; number: number }) {
  const { t } = useTranslation()
  return (
    <input
      type="checkbox"
      name="id"
      value={id}
      aria-label={t('adminShipping.bulk.select', { number })}
      className="size-5 accent-brand-700"
      data-testid="order-select"
    />
  )
}
