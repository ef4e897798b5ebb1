import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLocale } from '#app/lib/i18n.ts'

/** spec 2 checkout dialog 'confirm order': the total once more, then the binding order. */
export function ConfirmOrderDialog({
  open,
  total,
  method,
  pending,
  pendingText,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean
  total: string
  method: string
  pending: boolean
  pendingText: string
  error: { message: string; toCart: boolean } | null
  onConfirm: () => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const { href } = useLocale()
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next || pending ? undefined : onClose())}>
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
              disabled={pending}
              aria-label={t('checkoutScreens.close')}
              className="flex size-10 items-center justify-center rounded-md hover:bg-slate-100 disabled:opacity-50"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-slate-700">
            {t('checkoutScreens.confirmText', { total, method })}
          </Dialog.Description>
          <p className="mt-3 text-2xl font-bold text-brand-800" data-testid="confirm-total">
            {total}
          </p>
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
          <div className="mt-5 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={onConfirm}
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
              {pending ? pendingText : t('checkoutScreens.confirm')}
            </button>
            <Dialog.Close
              disabled={pending}
              className="min-h-11 rounded-md border border-slate-300 px-5 py-2 font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-50"
            >
              {t('checkoutScreens.cancel')}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
