import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatMoney } from '#core/money/money.ts'
import { type FormFailureData, useFormFetcher } from '#app/lib/forms.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { isPriceChanged, type OrderConfirmation } from '#app/lib/payment-form.ts'

type OrderError = { message: string; toCart: boolean }

/**
 * CHK-9, the checkout dialog 'confirm order': the total once more, then the binding order, posted
 * to the payment page's action (intent `place-order` with the confirmation's idempotency key),
 * which goes on to the thank-you page or the payment provider.
 */
export function ConfirmOrderDialog({
  confirmation,
  notice,
  onFailed,
  onClose,
}: {
  /** The saved step's confirmation; null: the dialog is closed. */
  confirmation: OrderConfirmation | null
  /** CHK-17: why the total is a new one (a price changed since the step was saved). */
  notice: string | null
  /** A refusal that names fields (a lost coupon, an unconfirmed VAT id) for the page's form. */
  onFailed: (answer: FormFailureData) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const order = usePlaceOrder(confirmation, onFailed)
  return (
    <Dialog.Root
      open={confirmation !== null}
      onOpenChange={(next) => (next || order.pending ? undefined : onClose())}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[min(32rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-5 shadow-xl sm:p-6"
          data-testid="confirm-order"
        >
          <div className="mb-3 flex items-center justify-between gap-3">
            <Dialog.Title className="text-xl font-bold text-slate-900">
              {t('checkoutScreens.confirmTitle')}
            </Dialog.Title>
            <Dialog.Close
              disabled={order.pending}
              aria-label={t('checkoutScreens.close')}
              className="flex size-10 items-center justify-center rounded-md hover:bg-slate-100 disabled:opacity-50"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {notice ? <PriceNotice text={notice} /> : null}
          <Dialog.Description className="text-slate-700">{order.text}</Dialog.Description>
          <p className="mt-3 text-2xl font-bold text-brand-800" data-testid="confirm-total">
            {order.total}
          </p>
          <PlaceOrderForm order={order}>
            <Dialog.Close
              disabled={order.pending}
              className="min-h-11 rounded-md border border-slate-300 px-5 py-2 font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-50"
            >
              {t('checkoutScreens.cancel')}
            </Dialog.Close>
          </PlaceOrderForm>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/**
 * The same confirmation as a part of the page, for a payment step sent without JavaScript: the
 * action's answer carries the total, the method and the idempotency key.
 */
export function ConfirmOrderBlock({
  confirmation,
  notice,
}: {
  confirmation: OrderConfirmation
  notice: string | null
}) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const order = usePlaceOrder(confirmation, () => undefined)
  return (
    <section
      aria-labelledby="confirm-order-title"
      className="mt-6 rounded-lg border-2 border-brand-600 bg-white p-5 sm:p-6"
      data-testid="confirm-order"
    >
      <h2 id="confirm-order-title" className="text-xl font-bold text-slate-900">
        {t('checkoutScreens.confirmTitle')}
      </h2>
      {notice ? <PriceNotice text={notice} /> : null}
      <p className="mt-3 text-slate-700">{order.text}</p>
      <p className="mt-3 text-2xl font-bold text-brand-800" data-testid="confirm-total">
        {order.total}
      </p>
      <PlaceOrderForm order={order}>
        <Link
          to={href('/payment')}
          className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-5 py-2 font-semibold text-slate-700 hover:bg-slate-50"
        >
          {t('checkoutScreens.cancel')}
        </Link>
      </PlaceOrderForm>
    </section>
  )
}

/** CHK-17: the total changed since the buyer saw it; the new one is below, to confirm again. */
function PriceNotice({ text }: { text: string }) {
  return (
    <p
      role="alert"
      className="mb-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
      data-testid="price-changed"
    >
      {text}
    </p>
  )
}

function usePlaceOrder(
  confirmation: OrderConfirmation | null,
  onFailed: (answer: FormFailureData) => void,
) {
  const { t } = useTranslation()
  const [error, setError] = useState<OrderError | null>(null)
  const fetcher = useFormFetcher((answer) => {
    if (answer.ok) return
    // CHK-17: a new total comes back with a new confirmation, shown by the page.
    if (isPriceChanged(answer)) {
      onFailed(answer)
      return
    }
    // A refusal for the cart's sake (changed, short stock, an unpaid order) is fixed there.
    setError({ message: answer.message, toCart: Object.keys(answer.errors).length === 0 })
    onFailed(answer)
  })
  const online = confirmation?.paymentMethod === 'card' || confirmation?.paymentMethod === 'paypal'
  const total = confirmation ? formatMoney(confirmation.totalCents) : ''
  const method = confirmation ? t(`checkoutScreens.methods.${confirmation.paymentMethod}`) : ''
  return {
    fetcher,
    confirmation,
    pending: fetcher.busy,
    // The order is placed while the post runs; a card or PayPal order then goes to the provider.
    pendingText:
      fetcher.state === 'loading' && online
        ? t('checkoutScreens.redirecting')
        : t('checkoutScreens.ordering'),
    error,
    total,
    text: t('checkoutScreens.confirmText', { total, method }),
  }
}

function PlaceOrderForm({
  order,
  children,
}: {
  order: ReturnType<typeof usePlaceOrder>
  children: React.ReactNode
}) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const { fetcher, pending, error } = order
  return (
    <>
      {error ? (
        <div
          role="alert"
          className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800"
          data-testid="order-alert"
        >
          <p>{error.message}</p>
          {error.toCart ? (
            <Link to={href('/cart')} className="mt-2 inline-block font-semibold underline">
              {t('checkoutScreens.toCart')}
            </Link>
          ) : null}
        </div>
      ) : null}
      <fetcher.Form method="post" className="mt-5 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="place-order" />
        <input
          type="hidden"
          name="expected_total_cents"
          value={order.confirmation?.totalCents ?? ''}
        />
        <input
          type="hidden"
          name="idempotency_key"
          value={order.confirmation?.idempotencyKey ?? ''}
        />
        <button
          type="submit"
          disabled={pending}
          aria-busy={pending}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          data-testid="confirm-order-button"
        >
          {pending ? (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          ) : null}
          {pending ? order.pendingText : t('checkoutScreens.confirm')}
        </button>
        {children}
      </fetcher.Form>
    </>
  )
}
