import { ShoppingCart, User } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { MenuTopView } from '#core/content/menus.ts'
import { preloadLoginDialog, useLoginDialog } from '#app/components/account/LoginDialog.tsx'
import { preloadOnIntent } from '#app/lib/lazy.ts'
import { BookmarksDialog } from '#app/components/bookmarks/BookmarksDialog.tsx'
import { useCart } from '#app/lib/cart.tsx'
import { usePersonalFrame } from '#app/lib/customer.ts'
import { type PersonalText, personalTexts } from '#core/http/page-cache.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { LanguageSwitch } from './LanguageSwitch.tsx'
import { Logo } from './Logo.tsx'
import { MobileMenu } from './MobileMenu.tsx'
import { SearchBox } from './SearchBox.tsx'

const actionClass =
  'relative flex flex-col items-center gap-0.5 rounded-md px-1 py-1 text-xs sm:px-2 font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-800'

function HeaderAction({
  to,
  label,
  icon,
  badge,
  testId,
  iconNamed = false,
  badgeSlot,
}: {
  to: string
  label: string
  icon: React.ReactNode
  badge?: number
  testId: string
  /** The icon brings its own name for screen readers (the cart's count). */
  iconNamed?: boolean
  /** Where the page cache fills in a customer's count (decision 0060). */
  badgeSlot?: PersonalText
}) {
  return (
    <Link to={to} data-testid={testId} className={actionClass}>
      {icon}
      <span className="hidden md:block">{label}</span>
      {/* Narrower than md the label is hidden: the link keeps its name (PAGE-1). */}
      {iconNamed ? null : <span className="sr-only md:hidden">{label}</span>}
      {badge !== undefined ? (
        <span
          className="absolute -top-1 right-0 min-w-5 rounded-full bg-accent-500 px-1.5 text-center text-[11px] leading-5 font-bold text-slate-900"
          data-personal={badgeSlot}
        >
          {badge}
        </span>
      ) : null}
    </Link>
  )
}

/** PAGE-1: logo, search, bookmarks, login or profile, cart badge; the side menu on phones. */
export function Header({
  shopName,
  menus,
  phone,
}: {
  shopName: string
  menus: MenuTopView[]
  phone: string
}) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const frame = usePersonalFrame()
  const { customer, bookmarkCount } = frame
  const openLogin = useLoginDialog()
  const { count: cartCount } = useCart()
  const texts = personalTexts({ ...frame, cartCount }, t)
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="container-shop flex flex-wrap items-center gap-x-2 gap-y-3 py-3 sm:gap-x-4 lg:flex-nowrap lg:py-4">
        <MobileMenu menus={menus} phone={phone} />
        <Link
          to={href('/')}
          aria-label={t('header.logoLabel', { shopName })}
          className="min-w-0 flex-1 lg:mr-4 lg:flex-none"
        >
          <Logo name={shopName} />
        </Link>
        <nav
          aria-label={t('header.profile')}
          className="flex items-center gap-0.5 sm:gap-1 lg:order-last"
        >
          <div className="hidden sm:block">
            <LanguageSwitch />
          </div>
          <BookmarksDialog count={bookmarkCount} className={actionClass} />
          {customer ? (
            <HeaderAction
              to={href('/profile')}
              testId="header-profile"
              label={t('header.profile')}
              icon={<User aria-hidden="true" className="size-6" />}
            />
          ) : (
            // A link to /login before the page hydrates; the login modal afterwards (PAGE-10).
            <Link
              to={href('/login')}
              aria-haspopup="dialog"
              {...preloadOnIntent(preloadLoginDialog)}
              onClick={(event) => {
                event.preventDefault()
                openLogin()
              }}
              data-testid="header-login"
              className={actionClass}
            >
              <User aria-hidden="true" className="size-6" />
              <span className="hidden md:block">{t('header.login')}</span>
              <span className="sr-only md:hidden">{t('header.login')}</span>
            </Link>
          )}
          <HeaderAction
            to={href('/cart')}
            testId="header-cart"
            label={t('header.cart')}
            badge={cartCount}
            badgeSlot="cart-count"
            iconNamed
            icon={
              <>
                <ShoppingCart aria-hidden="true" className="size-6" />
                <span className="sr-only" data-personal="cart-label">
                  {texts['cart-label']}
                </span>
              </>
            }
          />
        </nav>
        <SearchBox id="header-search" className="order-last lg:order-none lg:max-w-xl lg:flex-1" />
      </div>
    </header>
  )
}
