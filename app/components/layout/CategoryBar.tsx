import { ChevronDown } from 'lucide-react'
import { NavigationMenu } from 'radix-ui'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { MenuTopView } from '#core/content/menus.ts'
import { Thumbnail } from '#app/components/ui/Thumbnail.tsx'
import { useHydrated } from '#app/lib/hydrated.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { loadMenuChildren, useMenuChildren } from '#app/lib/menu-children.ts'

// The top categories stand on one line from a 1280 px window (the 1280 px container of CONST-12),
// with the longer German titles too: a compact type size and tight padding instead of shortened
// titles (tests/e2e/layout.spec.ts checks 1366 px). A narrower window wraps the bar.
const topClass =
  'group flex h-11 items-center gap-0.5 px-1 text-[12.5px] font-semibold tracking-tight whitespace-nowrap text-slate-800 hover:text-brand-700 data-[state=open]:text-brand-700 xl:h-12'

/**
 * PAGE-2: the category bar with hover dropdowns of subcategory thumbnails. Radix's
 * navigation menu opens on hover and on Enter/Space/ArrowDown, moves between top items with
 * the arrow keys, and closes with Escape, so the bar works without a mouse too.
 *
 * Decision 0012: the server renders the top categories only, as plain links (they work
 * without JavaScript, and each category page lists its subcategories). Once hydrated, a top
 * category with subcategories becomes the dropdown's trigger, and the dropdown loads its
 * subcategories when it opens (hovering or focusing the trigger starts the call early).
 */
export function CategoryBar({ menus }: { menus: MenuTopView[] }) {
  const { t } = useTranslation()
  const { href, locale } = useLocale()
  const hydrated = useHydrated()
  const [open, setOpen] = useState('')
  const root = useRef<HTMLElement>(null)
  // Radix puts an aria-hidden focus sentinel (tabindex 0) after an open trigger, so that Tab
  // reaches the panel rendered in the viewport further down. A focusable element hidden from
  // screen readers lands them on nothing: the sentinel leaves the Tab order (Radix still focuses
  // it by script when Tab leaves the panel) and the trigger moves the focus into the panel.
  useEffect(() => {
    root.current
      ?.querySelectorAll<HTMLElement>('button[aria-controls] + [aria-hidden="true"][tabindex="0"]')
      .forEach((sentinel) => (sentinel.tabIndex = -1))
  }, [open])
  if (menus.length === 0) return null
  return (
    <NavigationMenu.Root
      ref={root}
      value={open}
      onValueChange={setOpen}
      aria-label={t('header.categories')}
      className="relative z-30 hidden border-b border-slate-200 bg-white shadow-sm lg:block"
      delayDuration={120}
      data-testid="category-bar"
    >
      <NavigationMenu.List className="container-shop flex flex-wrap items-stretch justify-center">
        {menus.map((menu) => (
          <NavigationMenu.Item key={menu.id} value={String(menu.id)}>
            {menu.childCount > 0 && hydrated ? (
              <>
                <NavigationMenu.Trigger
                  className={topClass}
                  data-testid={`category-trigger-${menu.key}`}
                  onPointerEnter={() => void loadMenuChildren(menu.id, locale)}
                  onFocus={() => void loadMenuChildren(menu.id, locale)}
                  onKeyDown={tabIntoPanel}
                >
                  {menu.title}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-3 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                  />
                </NavigationMenu.Trigger>
                <NavigationMenu.Content
                  className="w-full"
                  data-testid={`category-panel-${menu.key}`}
                >
                  <CategoryPanel menu={menu} />
                </NavigationMenu.Content>
              </>
            ) : (
              <NavigationMenu.Link asChild>
                <Link to={href(menu.path)} className={topClass}>
                  {menu.title}
                  {menu.childCount > 0 ? (
                    <ChevronDown aria-hidden="true" className="size-3 shrink-0" />
                  ) : null}
                </Link>
              </NavigationMenu.Link>
            )}
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
      <div className="absolute top-full left-0 w-full">
        <NavigationMenu.Viewport className="w-full overflow-hidden border-b border-slate-200 bg-white shadow-lg data-[state=closed]:hidden" />
      </div>
    </NavigationMenu.Root>
  )
}

/** Tab on an open trigger goes to the panel's first link (the sentinel's job, see above). */
function tabIntoPanel(event: KeyboardEvent<HTMLButtonElement>) {
  const trigger = event.currentTarget
  if (event.key !== 'Tab' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey)
    return
  if (trigger.dataset.state !== 'open') return
  const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '')
  const first = panel?.querySelector<HTMLElement>('a[href], button:not([disabled])')
  if (!first) return
  event.preventDefault()
  first.focus()
}

/** An open dropdown: the top category's text and link at once, its subcategories on demand. */
function CategoryPanel({ menu }: { menu: MenuTopView }) {
  const { t } = useTranslation()
  const { href, locale } = useLocale()
  const { state, children } = useMenuChildren(menu.id, locale, true)
  return (
    <div className="container-shop grid grid-cols-[220px_1fr] gap-8 py-6">
      <div>
        <p className="text-lg font-bold text-slate-900">{menu.title}</p>
        <p className="mt-2 text-sm text-slate-600">{menu.description}</p>
        <NavigationMenu.Link asChild>
          <Link
            to={href(menu.path)}
            className="mt-4 inline-block font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {t('header.allOf', { title: menu.title })} →
          </Link>
        </NavigationMenu.Link>
      </div>
      {state === 'ready' ? (
        <ul className="grid grid-cols-3 gap-4 xl:grid-cols-4">
          {children.map((child) => (
            <li key={child.id}>
              <NavigationMenu.Link asChild>
                <Link
                  to={href(child.path)}
                  className="group block rounded-md p-2 hover:bg-brand-50 focus-visible:bg-brand-50"
                >
                  <Thumbnail
                    image={child.thumbnail}
                    alt=""
                    width={200}
                    sizes="200px"
                    className="w-full rounded bg-slate-50"
                  />
                  <span className="mt-2 block text-sm font-semibold text-slate-800 group-hover:text-brand-700">
                    {child.title}
                  </span>
                </Link>
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
      ) : state === 'failed' ? (
        <p role="alert" className="self-center text-sm text-slate-600">
          {t('header.subcategoriesFailed')}
        </p>
      ) : (
        <div aria-busy="true" data-testid="category-panel-loading">
          <p role="status" className="sr-only">
            {t('header.subcategoriesLoading')}
          </p>
          <ul aria-hidden="true" className="grid grid-cols-3 gap-4 xl:grid-cols-4">
            {Array.from({ length: menu.childCount }, (_, index) => (
              <li key={index} className="p-2">
                <div className="aspect-[4/3] w-full animate-pulse rounded bg-slate-100" />
                <div className="mt-2 h-4 w-2/3 animate-pulse rounded bg-slate-100" />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
