import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'

/**
 * CONT-5: deleting a page, confirmed with a checkbox (posts `intent=delete`); a page the shop
 * links by its key says why it stays instead (decision 0030).
 */
export function PageDelete({ isProtected, error }: { isProtected: boolean; error?: string }) {
  const { t } = useTranslation()
  const busy = useNavigation().state !== 'idle'
  return (
    <section aria-labelledby="page-delete-title" className="mt-4 rounded-lg bg-white p-5">
      <h2 id="page-delete-title" className="font-semibold text-slate-900">
        {t('adminContent.pages.removeTitle')}
      </h2>
      {isProtected ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="page-protected">
          {t('adminContent.pages.protected')}
        </p>
      ) : (
        <Form method="post" className="mt-2 flex flex-col items-start gap-3">
          <div className="flex flex-col gap-1">
            <label className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                name="confirm"
                aria-invalid={Boolean(error)}
                aria-describedby={error ? 'page-delete-error' : undefined}
                className="mt-0.5 h-4 w-4"
              />
              {t('adminContent.pages.confirm')}
            </label>
            {error ? (
              <p id="page-delete-error" className="text-sm text-red-700" data-testid="field-error">
                {error}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            name="intent"
            value="delete"
            disabled={busy}
            className="rounded-md border border-red-700 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
          >
            {t('adminContent.pages.remove')}
          </button>
        </Form>
      )}
    </section>
  )
}
