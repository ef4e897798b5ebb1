import { CalendarClock, Check, X } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { formatShortDay } from '#core/dates/dates.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { useRootData } from '#app/lib/root-data.ts'
import type { ProductFairPlan } from '#app/lib/fair-plan.server.ts'

/**
 * FAIR-TGT-5 (decision 0052): "Für eine Messe bestellen". A GET form to the product page itself
 * (the loader plans on the server, so it works without JavaScript); the configuration chosen so
 * far goes along in hidden fields. The fair is typed (a list of the coming fairs helps), or a day
 * and a country are given.
 */
export function FairPlanner({
  plan,
  productPath,
  configuration,
}: {
  plan: ProductFairPlan
  productPath: string
  /** The calculator's current configuration as query pairs (the duration is left to the plan). */
  configuration: [string, string][]
}) {
  const { t } = useTranslation()
  const { href, locale } = useLocale()
  const { settings } = useRootData()
  const id = useId()
  const planned = plan.rows.length > 0 || plan.problem !== undefined
  const day = (value: string) => formatShortDay(value, locale)
  const moment = (value: string) => formatShortDay(value, locale, { time: true })
  return (
    <details
      open={planned}
      className="mt-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="fair-planner"
    >
      <summary className="flex cursor-pointer items-center gap-2 font-semibold text-slate-900">
        <CalendarClock aria-hidden="true" className="size-5 text-brand-700" />
        {t('fairTarget.panelTitle')}
      </summary>
      <p className="mt-2 text-sm text-slate-600">{t('fairTarget.panelLead')}</p>
      <Form method="get" action={href(productPath)} preventScrollReset className="mt-3 space-y-3">
        {configuration.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <div>
          <label htmlFor={`${id}-fair`} className="block text-sm font-medium text-slate-800">
            {t('fairTarget.fairLabel')}
          </label>
          <input
            id={`${id}-fair`}
            name="fair_q"
            list={`${id}-fairs`}
            defaultValue={plan.form.fairQuery}
            autoComplete="off"
            aria-describedby={`${id}-fair-hint`}
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
          <datalist id={`${id}-fairs`}>
            {plan.fairs.map((fair) => (
              <option key={fair.id} value={fair.name}>
                {`${fair.city}, ${day(fair.opensOn)}`}
              </option>
            ))}
          </datalist>
          <p id={`${id}-fair-hint`} className="mt-1 text-xs text-slate-500">
            {t('fairTarget.fairHint')}
          </p>
        </div>
        <p className="text-center text-xs font-semibold text-slate-500 uppercase">
          {t('fairTarget.or')}
        </p>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-date`} className="block text-sm font-medium text-slate-800">
              {t('fairTarget.dateLabel')}
            </label>
            <input
              id={`${id}-date`}
              type="date"
              name="target_date"
              defaultValue={plan.form.date}
              className="mt-1 w-full rounded-md border border-slate-300 px-2 py-2 text-sm"
            />
          </div>
          <div>
            <label htmlFor={`${id}-country`} className="block text-sm font-medium text-slate-800">
              {t('fairTarget.countryLabel')}
            </label>
            <select
              id={`${id}-country`}
              name="target_country"
              defaultValue={plan.form.countryId || undefined}
              className="mt-1 w-full rounded-md border border-slate-300 px-2 py-2 text-sm"
            >
              {plan.countries.map((country) => (
                <option key={country.id} value={country.id}>
                  {country.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button
          type="submit"
          className="w-full rounded-md bg-slate-800 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-900"
        >
          {t('fairTarget.submit')}
        </button>
      </Form>

      <div aria-live="polite">
        {plan.problem ? (
          <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
            {plan.problem}
          </p>
        ) : null}
        {plan.targetOn && plan.rows.length > 0 ? (
          <div className="mt-4">
            <p className="text-sm font-medium text-slate-900" data-testid="fair-target">
              {plan.label?.fair
                ? t('fairTarget.targetFair', {
                    fair: plan.label.fair,
                    city: plan.label.city,
                    day: day(plan.targetOn),
                  })
                : t('fairTarget.targetDate', {
                    country: plan.label?.country,
                    day: day(plan.targetOn),
                  })}
            </p>
            <ul className="mt-2 space-y-2" aria-label={t('fairTarget.tableCaption')}>
              {plan.rows.map((row) => (
                <li
                  key={row.durationId}
                  data-testid="fair-plan-row"
                  data-fits={row.fits}
                  className={`rounded-md border p-3 text-sm ${
                    row.durationId === plan.recommendedId
                      ? 'border-green-600 bg-green-50'
                      : 'border-slate-200'
                  }`}
                >
                  <div className="flex items-center justify-between gap-2">
                    <span className="font-semibold text-slate-900">{row.title}</span>
                    <span
                      className={`inline-flex items-center gap-1 font-semibold ${
                        row.fits ? 'text-green-800' : 'text-red-800'
                      }`}
                    >
                      {row.fits ? (
                        <Check aria-hidden="true" className="size-4" />
                      ) : (
                        <X aria-hidden="true" className="size-4" />
                      )}
                      {row.fits ? t('fairTarget.fits') : t('fairTarget.tooLate')}
                    </span>
                  </div>
                  {row.durationId === plan.recommendedId ? (
                    <p className="text-xs font-medium text-green-800">
                      {t('fairTarget.recommended')}
                    </p>
                  ) : null}
                  <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-slate-700">
                    <dt>{t('fairTarget.orderBy')}</dt>
                    <dd>{moment(row.latestOrderAt)}</dd>
                    <dt>{t('fairTarget.approveBy')}</dt>
                    <dd>{moment(row.latestApprovalAt)}</dd>
                    <dt>{t('fairTarget.arrives')}</dt>
                    <dd>{day(row.arrivesOn)}</dd>
                  </dl>
                </li>
              ))}
            </ul>
            {plan.recommendedId === undefined ? (
              <p role="alert" className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
                {t('fairTarget.noneFits', { phone: settings.phone })}
              </p>
            ) : (
              <p className="mt-3 text-xs text-slate-600">{t('fairTarget.chosen')}</p>
            )}
          </div>
        ) : null}
      </div>
    </details>
  )
}
