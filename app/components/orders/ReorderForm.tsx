import { RotateCcw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { useLocale } from '#app/lib/i18n.ts'

/** The intent of the profile's orders page that puts an order's lines into the cart again. */
export const REORDER_INTENT = 'reorder'

/**
 * REORD-1: "Order again" for a whole order or one of its lines, with the option to take the same
 * print data along (REORD-4). A plain POST form: the page's action puts the lines into the cart
 * and sends the browser there, with or without JavaScript.
 */
export function ReorderForm({
  orderId,
  orderNumber,
  item,
  className = '',
}: {
  orderId: number
  orderNumber: number
  item?: { id: number; title: string }
  className?: string
}) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const checkbox = `reorder-files-${orderId}-${item?.id ?? 'all'}`
  return (
    <Form
      method="post"
      action={href('/profile/orders')}
      className={`flex flex-wrap items-center justify-end gap-x-3 gap-y-1 ${className}`}
      data-testid={item ? 'reorder-line-form' : 'reorder-order-form'}
    >
      <input type="hidden" name="order" value={orderId} />
      {item ? <input type="hidden" name="item" value={item.id} /> : null}
      <label htmlFor={checkbox} className="inline-flex items-center gap-1.5 text-sm text-slate-700">
        <input
          id={checkbox}
          type="checkbox"
          name="with_files"
          value="1"
          className="size-4 accent-brand-700"
          data-testid="reorder-with-files"
        />
        {t('reorder.withFiles')}
      </label>
      <button
        type="submit"
        name="intent"
        value={REORDER_INTENT}
        aria-label={
          item
            ? t('reorder.orderAgainLine', { title: item.title })
            : t('reorder.orderAgainOrder', { number: orderNumber })
        }
        className="inline-flex items-center gap-1.5 rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        data-testid="reorder-button"
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        {t('reorder.orderAgain')}
      </button>
    </Form>
  )
}
