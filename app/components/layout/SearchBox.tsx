import { Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { useConsent } from '#app/lib/consent.tsx'
import { pushEvent } from '#app/lib/data-layer.ts'
import { useLocale } from '#app/lib/i18n.ts'

/** spec 5: an empty query does nothing; Enter or the button searches. */
export function SearchBox({ id, className = '' }: { id: string; className?: string }) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const { consent } = useConsent()
  return (
    <Form
      method="get"
      action={href('/search')}
      role="search"
      className={`relative flex w-full ${className}`}
      onSubmit={(event) => {
        const query = new FormData(event.currentTarget).get('q')
        if (typeof query !== 'string' || query.trim() === '') {
          event.preventDefault()
          return
        }
        pushEvent(consent, 'search', { search_term: query.trim() })
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('header.search')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        required
        autoComplete="off"
        placeholder={t('header.searchPlaceholder')}
        className="h-11 w-full rounded-l-md border border-r-0 border-slate-300 bg-white px-3 text-[15px] placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus-visible:outline-none focus:ring-2 focus:ring-brand-200"
      />
      <button
        type="submit"
        className="flex h-11 items-center gap-2 rounded-r-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        <Search aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">{t('header.searchSubmit')}</span>
      </button>
    </Form>
  )
}
