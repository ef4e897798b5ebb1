import { Heart } from 'lucide-react'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useHydrated } from '#app/lib/hydrated.ts'
import { usePersonalFrame } from '#app/lib/customer.ts'
import { BOOKMARK_BADGE, personalTexts } from '#core/http/page-cache.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { lazyWithPreload, useDialogTrigger } from '#app/lib/lazy.ts'
import { useOnceTrue } from '#app/lib/once-true.ts'

// PERF-3: the modal (dialog and list) loads when it first opens.
const { Component: BookmarksDialogContent, preload } = lazyWithPreload(
  () => import('./BookmarksDialogContent.tsx'),
)

/** MARK-2: the bookmarks modal in the header, with the count on its button. */
export function BookmarksDialog({ count, className }: { count: number; className: string }) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const frame = usePersonalFrame()
  const { customer } = frame
  const texts = personalTexts({ ...frame, bookmarkCount: count }, t)
  const hydrated = useHydrated()
  const { open, setOpen, trigger, triggerProps } = useDialogTrigger(preload)
  const opened = useOnceTrue(open)

  const label = (
    <>
      <Heart aria-hidden="true" className="size-6" />
      <span className="hidden md:block">{t('header.bookmarks')}</span>
      <span className="sr-only md:hidden">{t('header.bookmarks')}</span>
      {/* Decision 0060: a customer's badge is always there (hidden at 0), for the page cache. */}
      {customer ? (
        <span
          className="absolute -top-1 right-0 min-w-5 rounded-full bg-brand-700 px-1.5 text-center text-[11px] leading-5 font-bold text-white"
          data-testid="bookmark-count"
          data-personal={BOOKMARK_BADGE}
          hidden={count === 0}
        >
          <span data-personal="bookmark-count">{texts['bookmark-count']}</span>
          <span className="sr-only" data-personal="bookmark-label">
            {texts['bookmark-label']}
          </span>
        </span>
      ) : null}
    </>
  )

  return (
    <>
      {/* Before hydration the watch list is a page of its own. */}
      {hydrated ? (
        <button {...triggerProps} className={className} data-testid="header-bookmarks">
          {label}
        </button>
      ) : (
        <Link to={href('/bookmarks')} className={className} data-testid="header-bookmarks">
          {label}
        </Link>
      )}
      {opened ? (
        <Suspense fallback={null}>
          <BookmarksDialogContent open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  )
}
