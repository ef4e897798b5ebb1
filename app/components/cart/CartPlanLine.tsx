import { CalendarClock } from 'lucide-react'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { CartPlan } from '#core/cart/cart-target.ts'
import { formatShortDay } from '#core/dates/dates.ts'
import { CartFormFields, prepareCartForm, useCartFetcher } from '#app/lib/cart.tsx'
import { useLocale } from '#app/lib/i18n.ts'
import { useRootData } from '#app/lib/root-data.ts'

/**
 * FAIR-TGT-4, FAIR-TGT-5 (decision 0052): the whole cart's deadlines for its fair or day, as the
 * cart and every checkout step show them: "Bestellen Sie bis Di., 12.01., 14:00 Uhr –
 * Druckdaten freigeben bis Mi., 13.01., 12:00 Uhr – Ankunft Fr., 15.01. in Halle 3".
 */
export function CartPlanLine({
  plan,
  hall,
  removable = false,
}: {
  plan: CartPlan
  /** The booth address's hall, once the checkout knows it. */
  hall?: string | undefined
  /** The cart page offers to drop the target; the checkout only shows it. */
  removable?: boolean
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const { settings } = useRootData()
  const day = (value: string) => formatShortDay(value, locale)
  const moment = (value: string) => formatShortDay(value, locale, { time: true })
  const target = plan.label.fair
    ? `${plan.label.fair}, ${plan.label.city ?? ''}`
    : plan.targetOn
      ? `${day(plan.targetOn)}, ${plan.label.country ?? ''}`
      : ''
  const where = hall
    ? ` ${t('fairTarget.inHall', { hall })}`
    : plan.label.country
      ? ` ${t('fairTarget.inCountry', { country: plan.label.country })}`
      : ''
  return (
    <section
      aria-labelledby="cart-plan-heading"
      className={`mt-6 rounded-lg border p-4 text-sm ${
        plan.fits && !plan.problem ? 'border-green-600 bg-green-50' : 'border-amber-500 bg-amber-50'
      }`}
      data-testid="cart-plan"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="cart-plan-heading" className="flex items-center gap-2 font-semibold text-slate-900">
          <CalendarClock aria-hidden="true" className="size-5" />
          {t('fairTarget.cartHeading', { target })}
          {plan.targetOn && !plan.problem ? (
            <span className="font-normal text-slate-700">
              ({t('fairTarget.cartTargetDay', { day: day(plan.targetOn) })})
            </span>
          ) : null}
        </h2>
        {removable ? <RemoveTarget /> : null}
      </div>
      {plan.problem ? (
        <p role="alert" className="mt-2 text-amber-900">
          {t('fairTarget.cartProblem', { problem: plan.problem })}
        </p>
      ) : plan.latestOrderAt && plan.latestApprovalAt && plan.arrivesOn ? (
        <p className="mt-2 text-slate-800" data-testid="cart-plan-line">
          {t('fairTarget.cartLine', {
            orderBy: moment(plan.latestOrderAt),
            approveBy: moment(plan.latestApprovalAt),
            arrives: `${day(plan.arrivesOn)}${where}`,
          })}
        </p>
      ) : null}
      {!plan.problem && !plan.fits ? (
        <p role="alert" className="mt-2 font-medium text-amber-900">
          {t('fairTarget.cartTooLate', { phone: settings.phone })}
        </p>
      ) : null}
    </section>
  )
}

function RemoveTarget() {
  const { t } = useTranslation()
  const { href } = useLocale()
  const remover = useCartFetcher()
  return (
    <remover.Form
      method="post"
      action={href('/cart')}
      onSubmit={(event: FormEvent<HTMLFormElement>) => prepareCartForm(event.currentTarget)}
    >
      <CartFormFields intent="clear_target" />
      <button
        type="submit"
        disabled={remover.busy}
        className="rounded-md border border-slate-400 bg-white px-3 py-1.5 text-xs font-semibold text-slate-800 hover:bg-slate-100"
      >
        {t('fairTarget.removeTarget')}
      </button>
    </remover.Form>
  )
}
