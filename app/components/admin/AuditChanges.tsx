import { useTranslation } from 'react-i18next'
import { auditChanges } from '#core/staff/audit-labels.ts'

/** STAFF-6: an audit entry's changed values, each as "field: before → after". */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation()
  const changes = auditChanges(before, after)
  if (changes.length === 0) return <span className="text-slate-600">{t('auditLog.nothing')}</span>
  const shown = (value: string | null) =>
    value === null || value === '' ? (
      <span className="text-slate-500 italic">{t('auditLog.empty')}</span>
    ) : (
      <span className="wrap-anywhere">{value}</span>
    )
  return (
    <dl className="grid max-w-xl grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-1 text-xs">
      {changes.map((change) => (
        <div key={change.field} className="contents">
          <dt className="font-mono text-slate-600">{change.field || '–'}</dt>
          <dd className="text-slate-800">
            {before === null || before === undefined ? (
              shown(change.after)
            ) : after === null || after === undefined ? (
              <del>{shown(change.before)}</del>
            ) : (
              <>
                {shown(change.before)} <span aria-hidden="true">→</span>
                <span className="sr-only">{t('admin.audit.after')}:</span> {shown(change.after)}
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
