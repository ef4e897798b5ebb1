import { AlertTriangle, CircleX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '#core/dates/dates.ts'
import { DEADLINE_FILTERS, type DeadlineRisk } from '#core/orders/deadline-risk.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { fieldClass } from './OrderListParts.tsx'

// FAIR-DUE-3 (decision 0054): the order list's approval deadline — a filter and a cell whose
// mark is a word and an icon as well as a colour.

export function DeadlineFilterSelect({ value }: { value: string | undefined }) {
  const { t } = useTranslation()
  return (
    <div>
      <label htmlFor="orders-deadline" className="text-xs font-medium text-slate-700">
        {t('adminDeadlines.filter')}
      </label>
      <select
        id="orders-deadline"
        name="deadline"
        defaultValue={value ?? ''}
        className={fieldClass}
        data-testid="orders-deadline-filter"
      >
        <option value="">{t('adminDeadlines.filterAny')}</option>
        {DEADLINE_FILTERS.map((filter) => (
          <option key={filter} value={filter}>
            {t(`adminDeadlines.filters.${filter}`)}
          </option>
        ))}
      </select>
    </div>
  )
}

export function RiskMark({ risk }: { risk: DeadlineRisk }) {
  const { t } = useTranslation()
  if (risk === 'ok') return null
  const missed = risk === 'missed'
  const Icon = missed ? CircleX : AlertTriangle
  return (
    <span
      className={`mt-1 inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-semibold ${
        missed ? 'bg-red-100 text-red-900' : 'bg-amber-100 text-amber-900'
      }`}
      data-testid="deadline-mark"
      data-risk={risk}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`adminDeadlines.risk.${risk}`)}
    </span>
  )
}

export function ApprovalCell({
  latestApprovalAt,
  risk,
}: {
  latestApprovalAt: string | null
  risk: DeadlineRisk
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  return (
    <td className="px-3 py-2 whitespace-nowrap" data-testid="order-approval">
      {latestApprovalAt ? (
        <>
          <span className="block">{formatDateTime(latestApprovalAt, locale)}</span>
          <RiskMark risk={risk} />
        </>
      ) : (
        <>
          <span aria-hidden="true">{t('adminDeadlines.none')}</span>
          <span className="sr-only">{t('adminDeadlines.noDeadline')}</span>
        </>
      )}
    </td>
  )
}
