import { useTranslation } from 'react-i18next'
import { Form, Link, NavLink, useLocation } from 'react-router'
import type { StaffMember } from '#core/staff/staff-member.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { useRootData } from '#app/lib/root-data.ts'
import { can } from '#core/staff/permissions.ts'

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-1 py-0.5 hover:underline ${isActive ? 'font-semibold underline' : ''}`

/**
 * The back office's frame (decision 0019): the shop's name, the back office's title, the other
 * language, and for a logged-in member their name, role and the logout.
 */
export function AdminFrame({
  member = null,
  children,
}: {
  member?: StaffMember | null
  children: React.ReactNode
}) {
  const { t } = useTranslation()
  const { locale, href } = useLocale()
  const { settings } = useRootData()
  const { pathname, search } = useLocation()
  const other = locale === 'de' ? 'en' : 'de'
  const otherPath =
    other === 'en' ? `/en${pathname}${search}` : `${pathname.replace(/^\/en(?=\/)/, '')}${search}`
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('header.skipToContent')}
      </a>
      <header className="border-b border-slate-200 bg-slate-900 text-white">
        <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link to={href('/admin')} className="font-bold">
            {settings.shopName} · {t('admin.title')}
          </Link>
          <nav aria-label={t('admin.title')} className="flex flex-wrap items-center gap-4 text-sm">
            {member ? (
              <>
                <NavLink to={href('/admin')} end className={navClass}>
                  {t('admin.nav.home')}
                </NavLink>
                {can(member, 'orders.view') ? (
                  <NavLink to={href('/admin/orders')} className={navClass}>
                    {t('admin.nav.orders')}
                  </NavLink>
                ) : null}
                {can(member, 'customers.manage') ? (
                  <>
                    <NavLink to={href('/admin/invoices')} className={navClass}>
                      {t('admin.nav.invoices')}
                    </NavLink>
                    <NavLink to={href('/admin/customers')} className={navClass}>
                      {t('admin.nav.customers')}
                    </NavLink>
                    <NavLink to={href('/admin/coupons')} className={navClass}>
                      {t('admin.nav.coupons')}
                    </NavLink>
                    <NavLink to={href('/admin/mails')} className={navClass}>
                      {t('admin.nav.mails')}
                    </NavLink>
                  </>
                ) : null}
                {can(member, 'stock.manage') ? (
                  <NavLink to={href('/admin/stock')} className={navClass}>
                    {t('adminWork.stock.title')}
                  </NavLink>
                ) : null}
                {can(member, 'content.edit') ? (
                  <>
                    <NavLink to={href('/admin/products')} className={navClass}>
                      {t('adminProducts.nav')}
                    </NavLink>
                    <NavLink to={href('/admin/categories')} className={navClass}>
                      {t('adminContent.categories.nav')}
                    </NavLink>
                    <NavLink to={href('/admin/popups')} className={navClass}>
                      {t('adminContent.popupsNav')}
                    </NavLink>
                    <NavLink to={href('/admin/pages')} className={navClass}>
                      {t('adminContent.pages.nav')}
                    </NavLink>
                    <NavLink to={href('/admin/footer')} className={navClass}>
                      {t('adminFooter.nav')}
                    </NavLink>
                    <NavLink to={href('/admin/redirects')} className={navClass}>
                      {t('adminContent.nav')}
                    </NavLink>
                    <NavLink to={href('/admin/catalog')} className={navClass}>
                      {t('adminCatalog.nav')}
                    </NavLink>
                  </>
                ) : null}
                {can(member, 'staff.manage') ? (
                  <>
                    <NavLink to={href('/admin/staff')} className={navClass}>
                      {t('admin.nav.staff')}
                    </NavLink>
                    <NavLink to={href('/admin/audit')} className={navClass}>
                      {t('admin.nav.audit')}
                    </NavLink>
                    <NavLink to={href('/admin/settings')} className={navClass}>
                      {t('admin.nav.settings')}
                    </NavLink>
                  </>
                ) : null}
              </>
            ) : null}
            {member ? (
              <span data-testid="admin-member">
                {t('admin.auth.signedInAs', {
                  name: member.name,
                  role: t(`admin.roles.${member.role}`),
                })}
              </span>
            ) : null}
            <a href={otherPath} lang={other} className="underline">
              {other === 'en' ? 'English' : 'Deutsch'}
            </a>
            {member ? (
              <Form method="post" action={href('/admin')}>
                <input type="hidden" name="intent" value="logout" />
                <button type="submit" className="rounded-md border border-white/40 px-3 py-1.5">
                  {t('admin.auth.logout')}
                </button>
              </Form>
            ) : null}
          </nav>
        </div>
      </header>
      <div className="flex-1">{children}</div>
    </div>
  )
}
