import { FlaskConical } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/**
 * Shown on every page while card and PayPal payments are simulated (no provider keys): nobody
 * should mistake a test shop for a real one (decision 0013).
 */
export function TestModeNotice() {
  const { t } = useTranslation()
  return (
    <aside
      aria-label={t('payments.test.noticeLabel')}
      data-testid="test-mode-notice"
      className="flex items-center justify-center gap-2 bg-amber-300 px-4 py-1.5 text-center text-sm font-semibold text-slate-950 print:hidden"
    >
      <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
      {t('payments.test.notice')}
    </aside>
  )
}
