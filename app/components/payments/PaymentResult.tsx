import type { ReactNode } from 'react'
import { CircleAlert, CircleCheck, Clock } from 'lucide-react'

const tones = {
  success: { icon: CircleCheck, ring: 'bg-emerald-50 text-emerald-700' },
  pending: { icon: Clock, ring: 'bg-amber-50 text-amber-700' },
  failed: { icon: CircleAlert, ring: 'bg-rose-50 text-rose-700' },
} as const

/** The card of a payment result page: an icon, the headline, details and the way on. */
export function PaymentResult({
  tone,
  headline,
  children,
}: {
  tone: keyof typeof tones
  headline: string
  children: ReactNode
}) {
  const { icon: Icon, ring } = tones[tone]
  return (
    <main id="main" tabIndex={-1} className="container-shop max-w-2xl py-8 outline-none sm:py-12">
      <div className="rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <span className={`mx-auto flex size-14 items-center justify-center rounded-full ${ring}`}>
          <Icon aria-hidden="true" className="size-8" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-balance text-slate-900 sm:text-3xl">
          {headline}
        </h1>
        {children}
      </div>
    </main>
  )
}

/** Order number and amount as a small list. */
export function OrderFacts({
  facts,
  className = 'mx-auto max-w-sm',
}: {
  facts: { label: string; value: string }[]
  className?: string
}) {
  return (
    <dl className={`mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-left text-sm ${className}`}>
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="text-slate-600">{fact.label}</dt>
          <dd className="text-right font-semibold text-slate-900 tabular-nums">{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}

export const primaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-md text-center bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60'
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-md text-center border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'
