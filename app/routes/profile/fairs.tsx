import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { localeFromPath } from '#core/i18n/locale.ts'
import { AllDatesLink, FairTargetCard } from '#app/components/fairs/FairTargetCard.tsx'
import { getServices } from '#app/lib/context.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireCustomer } from '#app/lib/session.server.ts'
import type { Route } from './+types/fairs'

/** FAIR-MINE-1..FAIR-MINE-3: the customer's fairs and delivery dates with their orders. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context)
  const locale = localeFromPath(new URL(request.url).pathname)
  return getServices(context).myFairs.targets(customer.id, locale)
}

export default function MyFairs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const { upcoming, past } = loaderData
  return (
    <div className="flex flex-col gap-6" data-testid="my-fairs">
      <div>
        <h2 className="text-2xl font-bold text-slate-900">{t('myFairs.title')}</h2>
        <p className="mt-1 text-slate-600">{t('myFairs.intro')}</p>
      </div>
      {upcoming.length === 0 && past.length === 0 ? (
        <div
          className="rounded-md border border-dashed border-slate-300 p-6 text-slate-700"
          data-testid="my-fairs-empty"
        >
          <p className="font-semibold">{t('myFairs.empty')}</p>
          <p className="mt-2">{t('myFairs.emptyHint')}</p>
          <Link to={href('/')} className="mt-3 inline-block font-semibold text-brand-800 underline">
            {t('myFairs.emptyLink')}
          </Link>
        </div>
      ) : (
        <AllDatesLink />
      )}
      {upcoming.length > 0 ? (
        <section aria-label={t('myFairs.upcoming')} className="flex flex-col gap-4">
          {upcoming.map((target) => (
            <FairTargetCard key={target.key} target={target} />
          ))}
        </section>
      ) : null}
      {past.length > 0 ? (
        // Past targets are folded away: open without JavaScript as well.
        <details className="rounded-lg border border-slate-200" data-testid="my-fairs-past">
          <summary className="cursor-pointer px-4 py-3 font-semibold text-slate-800">
            {t('myFairs.past', { count: past.length })}
          </summary>
          <div className="flex flex-col gap-4 p-4 pt-0">
            {past.map((target) => (
              <FairTargetCard key={target.key} target={target} />
            ))}
          </div>
        </details>
      ) : null}
    </div>
  )
}
