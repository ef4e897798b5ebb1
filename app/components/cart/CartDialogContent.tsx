import { Printer, ShoppingCart, X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatMoney } from '#core/money/money.ts'
import { useCart } from '#app/lib/cart.tsx'
import { useLocale } from '#app/lib/i18n.ts'
import { LineDescription } from './LineDescription.tsx'
import { CartTotals } from './CartTotals.tsx'

/**
 * PAGE-9: the cart modal 'Shopping Cart': items, VAT line, total, 'plus shipping' with a
 * delivery-info tooltip; continue shopping, print cart as offer, to cart. It fetches the cart
 * each time it opens (CART-14). Loaded by CartDialog when it first opens.
 */
export default function CartDialogContent() {
  const { t } = useTranslation()
  const { href } = useLocale()
  const { modalOpen, setModalOpen, summary, loading, refresh } = useCart()

  useEffect(() => {
    // A change that opened the dialog brought the cart along.
    if (modalOpen && !summary) void refresh()
  }, [modalOpen, summary, refresh])

  return (
    <Dialog.Root open={modalOpen} onOpenChange={setModalOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          data-testid="cart-dialog"
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[92vh] w-[min(36rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white p-5 shadow-xl"
        >
          <div className="mb-3 flex items-center justify-between">
            <Dialog.Title className="flex items-center gap-2 text-xl font-bold text-slate-900">
              <ShoppingCart aria-hidden="true" className="size-5 text-brand-700" />
              {t('cart.title')}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('cart.close')}
              className="flex size-10 items-center justify-center rounded-md hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto" aria-busy={loading}>
            {!summary ? (
              <p className="py-6 text-center text-slate-600">{t('cart.loading')}</p>
            ) : summary.lines.length === 0 ? (
              <p className="py-6 text-center text-slate-600">{t('cart.empty')}</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {summary.lines.map((item) => (
                  <li
                    key={`${item.id}-${item.productId}-${item.combinationId}-${item.durationId}-${item.serviceIds.join()}`}
                    className="flex items-start justify-between gap-3 py-2 text-sm"
                    data-testid="cart-dialog-item"
                  >
                    <div className="min-w-0">
                      <p className="font-semibold text-slate-900">{item.productTitle}</p>
                      <LineDescription item={item} />
                      <p className="text-xs text-slate-600">
                        {item.quantity} × {formatMoney(item.priced.unitCents)}
                      </p>
                    </div>
                    <p className="shrink-0 font-semibold">{formatMoney(item.priced.totalCents)}</p>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {summary && summary.lines.length > 0 ? (
            <div className="mt-3 border-t border-slate-200 pt-3">
              <CartTotals totals={summary.totals} compact />
            </div>
          ) : null}
          <div className="mt-4 grid gap-2 sm:grid-cols-2">
            <Dialog.Close className="h-11 rounded-md border border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50">
              {t('cart.continueShopping')}
            </Dialog.Close>
            <a
              href={href('/print_cart')}
              target="_blank"
              rel="noreferrer"
              className="flex min-h-11 items-center justify-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-center text-sm font-semibold text-slate-700 hover:bg-slate-50 sm:order-last sm:col-span-2"
              data-testid="cart-print"
            >
              <Printer aria-hidden="true" className="size-4 shrink-0" />
              {t('cart.printOffer')}
            </a>
            <Link
              to={href('/cart')}
              onClick={() => setModalOpen(false)}
              className="flex h-11 items-center justify-center rounded-md bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
              data-testid="cart-to-cart"
            >
              {t('cart.toCart')}
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
