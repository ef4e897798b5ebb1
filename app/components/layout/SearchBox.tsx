import { Search } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, useLocation, useNavigate } from 'react-router'
import { formatMoney } from '#core/money/money.ts'
import { useConsent } from '#app/lib/consent.tsx'
import { pushEvent } from '#app/lib/data-layer.ts'
import { useLocale } from '#app/lib/i18n.ts'

interface Suggestion {
  id: number
  title: string
  path: string
  price: number
}

const SUGGEST_DELAY_MS = 200
const SUGGESTIONS = 6

/**
 * CAT-8: an empty query does nothing; Enter or the button searches. While typing, products are
 * suggested (debounced) in an ARIA combobox: arrow keys move, Enter opens the chosen product,
 * Escape closes the list.
 */
export function SearchBox({ id, className = '' }: { id: string; className?: string }) {
  const { t } = useTranslation()
  const { href, locale } = useLocale()
  const navigate = useNavigate()
  const location = useLocation()
  const listId = useId()
  const current = new URLSearchParams(location.search).get('q') ?? ''
  const [query, setQuery] = useState(current)
  // A new search (another ?q=) shows its words in the box: state derived from the URL.
  const [shownFor, setShownFor] = useState(current)
  if (current !== shownFor) {
    setShownFor(current)
    setQuery(current)
  }
  const [suggestions, setSuggestions] = useState<Suggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const typed = useRef(false)

  useEffect(() => {
    const text = query.trim()
    if (!typed.current || text.length < 2) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetch(
        `/api/v1/user/site/search/products?query=${encodeURIComponent(text)}&per_page=${SUGGESTIONS}`,
        {
          headers: { accept: 'application/json', 'accept-language': locale },
          signal: controller.signal,
        },
      )
        .then((response) => (response.ok ? response.json() : { body: { data: [] } }))
        .then((answer: { body: { data: Suggestion[] } }) => {
          setSuggestions(answer.body.data)
          setActive(-1)
          setOpen(true)
        })
        .catch(() => {})
    }, SUGGEST_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, locale])

  const expanded = open && query.trim().length >= 2 && suggestions.length > 0
  const optionId = (index: number) => `${listId}-option-${index}`

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (!expanded) return
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setActive((index) => (index + 1) % suggestions.length)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1))
    } else if (event.key === 'Escape') {
      setOpen(false)
      setActive(-1)
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault()
      setOpen(false)
      void navigate(href(suggestions[active]!.path))
    }
  }

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
        setOpen(false)
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
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={query}
        onChange={(event) => {
          typed.current = true
          setQuery(event.target.value)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onFocus={() => setOpen(true)}
        placeholder={t('header.searchPlaceholder')}
        className="h-11 w-full rounded-l-md border border-r-0 border-slate-300 bg-white px-3 text-[15px] placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus-visible:outline-none focus:ring-2 focus:ring-brand-200"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('header.search')}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-40 mt-1 overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={`flex cursor-pointer justify-between gap-3 px-3 py-2 text-sm ${
              index === active ? 'bg-brand-50 text-brand-800' : 'text-slate-800'
            }`}
            onMouseDown={(event) => {
              event.preventDefault()
              setOpen(false)
              void navigate(href(suggestion.path))
            }}
          >
            <span>{suggestion.title}</span>
            <span className="shrink-0 text-slate-500">
              {t('catalog.fromPrice', { price: formatMoney(suggestion.price) })}
            </span>
          </li>
        ))}
      </ul>
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
