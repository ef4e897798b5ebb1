import { Check } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { checkoutSteps } from '#app/lib/checkout-steps.ts'

/** PAGE-5: the five-step indicator, highlighted by the current route. */
export function CheckoutSteps({ current }: { current: number }) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('checkout.progress')}>
      <ol className="grid grid-cols-5 gap-1 sm:gap-2" data-testid="checkout-steps">
        {checkoutSteps.map((step, index) => {
          const number = index + 1
          const state = number < current ? 'done' : number === current ? 'current' : 'upcoming'
          const title = t(`checkout.steps.${step.key}`)
          return (
            <li
              key={step.key}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex flex-col items-center gap-1 text-center"
            >
              <span
                aria-hidden="true"
                className={`flex size-8 items-center justify-center rounded-full text-sm font-bold ${
                  state === 'current'
                    ? 'bg-brand-700 text-white ring-4 ring-brand-100'
                    : state === 'done'
                      ? 'bg-brand-100 text-brand-800'
                      : 'bg-slate-100 text-slate-500'
                }`}
              >
                {state === 'done' ? <Check className="size-4" /> : number}
              </span>
              <span
                className={`text-[11px] leading-tight sm:text-sm ${state === 'current' ? 'font-semibold text-brand-900' : 'text-slate-600'}`}
              >
                <span className="sr-only">{t('checkout.stepLabel', { number, title })}</span>
                <span aria-hidden="true">{title}</span>
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
