import { useTranslation } from 'react-i18next'
import { Outlet, useMatches } from 'react-router'
import { BackToTop } from '#app/components/layout/BackToTop.tsx'
import { CategoryBar } from '#app/components/layout/CategoryBar.tsx'
import { Footer } from '#app/components/layout/Footer.tsx'
import { Header } from '#app/components/layout/Header.tsx'
import { TopBar } from '#app/components/layout/TopBar.tsx'
import { CartDialog } from '#app/components/cart/CartDialog.tsx'
import { CartProvider } from '#app/lib/cart.tsx'
import { LoginDialogProvider } from '#app/components/account/LoginDialog.tsx'
import { useRootData } from '#app/lib/root-data.ts'
import { skipLinksOf } from '#app/lib/skip-links.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { usePersonalFrame } from '#app/lib/customer.ts'
import { FRAME_CUSTOMER, PERSONAL_FRAME_ID, type PersonalFrame } from '#core/http/page-cache.ts'
import { getSession } from '#app/lib/session.server.ts'
import type { Route } from './+types/default'

/** ROUTE-10 (check-auth): who is logged in, for the header (an expired token counts as none). */
export async function loader({ request, context }: Route.LoaderArgs): Promise<PersonalFrame> {
  // Decision 0060: the page the shop keeps for customers is rendered for no one in particular.
  if (getRequestInfo(context).customerFrame) return FRAME_CUSTOMER
  const session = await getSession(request, context)
  const customer = session?.customer
  // MARK-3: the bookmark count falls back to 0 when it cannot be read; the cart badge is right in
  // the server's HTML for a customer (a guest's comes from the browser).
  const services = getServices(context)
  const [bookmarkCount, cartCount] = customer
    ? await Promise.all([
        services.bookmarks.count(customer.id).catch(() => 0),
        services.cart.count(customer.id).catch(() => 0),
      ])
    : [0, 0]
  return {
    cartCount,
    customer: customer
      ? { firstName: customer.firstName, lastName: customer.lastName, email: customer.email }
      : null,
    bookmarkCount,
  }
}

/** PAGE-1 default layout: info bar, header, category bar, page, footer, back-to-top. */
export default function DefaultLayout() {
  const { t } = useTranslation()
  const frame = usePersonalFrame()
  const { settings, menus, footer, integrations } = useRootData()
  const skipLinks = skipLinksOf(useMatches())
  const skipClass =
    'sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2'
  return (
    <CartProvider loggedIn={frame.customer !== null} initialCount={frame.cartCount}>
      <LoginDialogProvider>
        <div className="flex min-h-screen flex-col">
          <a href="#main" className={skipClass}>
            {t('header.skipToContent')}
          </a>
          {skipLinks.map((link) => (
            <a key={link.target} href={`#${link.target}`} className={skipClass}>
              {t(link.label)}
            </a>
          ))}
          <TopBar phone={settings.phone} email={settings.email} hours={settings.openingHours} />
          <Header shopName={settings.shopName} menus={menus} phone={settings.phone} />
          <CategoryBar menus={menus} />
          <div className="flex-1">
            <Outlet />
          </div>
          <Footer
            sections={footer}
            companyName={settings.companyName}
            address={`${settings.street}, ${settings.postcode} ${settings.city}`}
            phone={settings.phone}
            email={settings.email}
            hours={settings.openingHours}
            trustBadge={integrations.trustBadge}
          />
          <BackToTop />
        </div>
        <CartDialog />
        {/* Decision 0060: where the page cache puts a customer's frame into a kept page. */}
        <script
          type="application/json"
          id={PERSONAL_FRAME_ID}
          data-personal="frame"
          dangerouslySetInnerHTML={{ __html: 'null' }}
        />
      </LoginDialogProvider>
    </CartProvider>
  )
}
