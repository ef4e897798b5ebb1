import { useTranslation } from 'react-i18next'
import { carriedProofState } from '#core/orders/reorder.ts'
import type { OrderDetailView } from '#core/orders/order-views.ts'
import { useToast } from '#app/components/ui/Toaster.tsx'
import { answerToast, useFormFetcher } from '#app/lib/forms.ts'
import { useLocale } from '#app/lib/i18n.ts'

/** The intent of the profile's orders page that confirms carried print data in one step. */
export const CONFIRM_CARRIED_INTENT = 'confirm-carried'

/**
 * REORD-6: print data carried over from an earlier order — being checked again, refused by
 * today's check, or ready: one button confirms the data and the proof of every carried file.
 */
export function CarriedProof({
  order,
  files,
  editable,
  onConfirmed,
}: {
  order: OrderDetailView
  files: { carried?: boolean; check: { state: string; level: string | null } | null }[]
  editable: boolean
  onConfirmed: (proofApprovedAt: string) => void
}) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const toast = useToast()
  const confirm = useFormFetcher<{ proofApprovedAt: string }>((result) => {
    toast(answerToast(result))
    if (result.ok) onConfirmed(result.proofApprovedAt)
  })
  const state = carriedProofState({
    workState: order.workState,
    proofApprovedAt: order.proofApprovedAt,
    files: files.map((file) => ({ carried: file.carried === true, check: file.check })),
  })
  // A confirmed proof is shown by the order's own proof section.
  if (state === 'none' || state === 'confirmed') return null
  return (
    <section
      aria-labelledby={`carried-${order.id}`}
      className="flex flex-col gap-2 rounded-lg border border-brand-200 bg-brand-50 p-4"
      data-testid="carried-proof"
    >
      <h3 id={`carried-${order.id}`} className="font-semibold text-slate-900">
        {t('reorder.carriedTitle')}
      </h3>
      <p className="text-sm" role="status">
        {t(
          state === 'checking'
            ? 'reorder.carriedChecking'
            : state === 'refused'
              ? 'reorder.carriedRefused'
              : 'reorder.carriedReady',
        )}
      </p>
      {state === 'ready' && editable ? (
        // Without JavaScript the answer is this order's page again, with the approval.
        <confirm.Form method="post" action={`${href('/profile/orders')}?order=${order.id}`}>
          <input type="hidden" name="order" value={order.id} />
          <button
            type="submit"
            name="intent"
            value={CONFIRM_CARRIED_INTENT}
            disabled={confirm.busy}
            aria-busy={confirm.busy}
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            data-testid="carried-confirm"
          >
            {t('reorder.carriedConfirm')}
          </button>
        </confirm.Form>
      ) : null}
    </section>
  )
}
