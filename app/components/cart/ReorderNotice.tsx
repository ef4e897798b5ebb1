import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { expiredCookie } from '#core/http/cookies.ts'
import { formatMoney } from '#core/money/money.ts'
import { isAdded, REORDER_NOTICE_COOKIE } from '#core/orders/reorder.ts'
import type { ReorderNotice as Notice } from '#core/orders/reorder-notice.ts'

/**
 * REORD-3: after "order again", the cart says per line what happened — in the cart at the same
 * price, at a changed price (then and today), or not added and why — and which lines take their
 * print data along (REORD-4).
 */
export function ReorderNotice({ notice }: { notice: Notice }) {
  const { t } = useTranslation()
  // Said once: the page that shows it clears the cookie (it also ends by itself after a minute).
  useEffect(() => {
    document.cookie = expiredCookie(REORDER_NOTICE_COOKIE)
  }, [])
  const refused = notice.lines.some((line) => !isAdded(line.code))
  const changed = notice.lines.some((line) => line.code === 'price_changed')
  return (
    <section
      role="status"
      aria-labelledby="reorder-notice-title"
      className={`mt-6 rounded-md p-3 text-sm ${
        refused || changed ? 'bg-amber-50 text-amber-900' : 'bg-green-50 text-green-800'
      }`}
      data-testid="reorder-notice"
    >
      <h2 id="reorder-notice-title" className="font-semibold">
        {t('reorder.noticeTitle', { number: notice.orderNumber })}
      </h2>
      <ul className="mt-1 list-disc pl-5">
        {notice.lines.map((line, index) => (
          <li key={`${index}-${line.title}`} data-testid={`reorder-notice-${line.code}`}>
            {t(`reorder.codes.${line.code}`, {
              title: line.title,
              before: formatMoney(line.orderedUnitCents),
              now: line.unitCents === null ? '' : formatMoney(line.unitCents),
            })}
            {line.withFiles ? ` ${t('reorder.filesCarried')}` : ''}
          </li>
        ))}
      </ul>
    </section>
  )
}
