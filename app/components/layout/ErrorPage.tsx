import { useTranslation } from 'react-i18next'
import { useLocale } from '#app/lib/i18n.ts'

/**
 * ERR-1: 'Sorry, page not found.' for a 404 (German counterpart on German pages),
 * 'Sorry, something went wrong.' for every other error.
 */
export function ErrorPage({
  status,
  standalone = false,
}: {
  status: number
  standalone?: boolean
}) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const notFound = status === 404
  return (
    <main
      id="main"
      className={`container-shop flex flex-col items-center py-20 text-center ${standalone ? 'min-h-screen justify-center' : ''}`}
    >
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">
        {t('errors.status', { status })}
      </p>
      <h1 className="mt-3 text-3xl font-bold text-slate-900 sm:text-4xl">
        {notFound ? t('errors.notFound') : t('errors.general')}
      </h1>
      <p className="mt-4 max-w-xl text-slate-600">
        {notFound ? t('errors.notFoundText') : t('errors.generalText')}
      </p>
      <a
        href={href('/')}
        className="mt-8 inline-flex items-center rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t('errors.backHome')}
      </a>
    </main>
  )
}
