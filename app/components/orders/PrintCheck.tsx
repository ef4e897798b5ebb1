import { AlertTriangle, CheckCircle2, Hand, Loader2, XCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { PrintCheckView } from '#core/orders/order-views.ts'

const TONE: Record<NonNullable<PrintCheckView['level']>, string> = {
  pass: 'bg-emerald-100 text-emerald-900',
  warning: 'bg-amber-100 text-amber-900',
  error: 'bg-red-100 text-red-900',
  'by-hand': 'bg-slate-200 text-slate-800',
}

const ICON = {
  pass: CheckCircle2,
  warning: AlertTriangle,
  error: XCircle,
  'by-hand': Hand,
} as const

const FINDING_TONE = {
  pass: 'text-emerald-700',
  warning: 'text-amber-700',
  error: 'text-red-700',
} as const

/**
 * PRE-7, PRE-9: a print file's check as the customer and staff read it — the result as a badge,
 * each finding with what to do (the passes folded away), and the preview with its lines. While
 * the check waits or runs, a live status says so (the page reloads it).
 */
export function PrintCheck({
  check,
  fileName,
  previewHref,
  staff = false,
}: {
  check: PrintCheckView | null
  fileName: string
  previewHref: string
  /** STORE-3: staff read why a file could not be checked when the shop is to blame. */
  staff?: boolean
}) {
  const { t } = useTranslation()
  if (!check || check.state !== 'done' || !check.level) {
    return (
      <p
        className="flex items-center gap-1.5 text-xs text-slate-600"
        role="status"
        data-testid="print-check-pending"
      >
        <Loader2 aria-hidden="true" className="size-3.5 animate-spin motion-reduce:animate-none" />
        {t(`preflight.states.${check?.state === 'running' ? 'running' : 'queued'}`)}
      </p>
    )
  }
  const Icon = ICON[check.level]
  const problems = check.findings.filter((finding) => finding.level !== 'pass')
  const passes = check.findings.filter((finding) => finding.level === 'pass')
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start" data-testid="print-check">
      {check.hasPreview ? (
        <a
          href={previewHref}
          target="_blank"
          rel="noreferrer"
          className="shrink-0 self-start rounded border border-slate-300 bg-white p-1 hover:border-brand-700"
        >
          <img
            src={previewHref}
            alt={t('orders.previewAlt', { name: fileName })}
            loading="lazy"
            className="max-h-48 w-auto max-w-32 object-contain"
            data-testid="print-preview"
          />
        </a>
      ) : null}
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="flex flex-wrap items-center gap-2 text-xs">
          <span className="font-semibold text-slate-700">{t('orders.checkResult')}</span>
          <span
            className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold ${TONE[check.level]}`}
            data-testid="print-check-level"
          >
            <Icon aria-hidden="true" className="size-3.5" />
            {t(`preflight.levels.${check.level}`)}
          </span>
        </p>
        {problems.length > 0 ? (
          <ul className="flex flex-col gap-1 text-sm" data-testid="print-check-findings">
            {problems.map((finding, index) => (
              // TPL-5: one rule may warn more than once (a zone each).
              <li key={`${finding.rule}-${index}`} className="flex gap-1.5">
                {finding.level === 'error' ? (
                  <XCircle
                    aria-hidden="true"
                    className={`mt-0.5 size-4 shrink-0 ${FINDING_TONE.error}`}
                  />
                ) : (
                  <AlertTriangle
                    aria-hidden="true"
                    className={`mt-0.5 size-4 shrink-0 ${FINDING_TONE.warning}`}
                  />
                )}
                <span>
                  <span className="sr-only">{t(`preflight.levels.${finding.level}`)}: </span>
                  {finding.text}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {passes.length > 0 ? (
          <details className="text-xs text-slate-600">
            <summary className="cursor-pointer">
              {t('orders.checkPasses', { count: passes.length })}
            </summary>
            <ul className="mt-1 flex flex-col gap-0.5">
              {passes.map((finding, index) => (
                <li key={`${finding.rule}-${index}`} className="flex gap-1.5">
                  <CheckCircle2
                    aria-hidden="true"
                    className={`mt-0.5 size-3.5 shrink-0 ${FINDING_TONE.pass}`}
                  />
                  {finding.text}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
        {check.hasPreview ? (
          <p className="text-xs text-slate-500">{t('orders.previewLegend')}</p>
        ) : null}
        {staff && check.failure === 'missing' ? (
          <p className="text-sm font-semibold text-red-700" data-testid="print-file-missing">
            {t('orders.staffFileMissing')}
          </p>
        ) : null}
      </div>
    </div>
  )
}
