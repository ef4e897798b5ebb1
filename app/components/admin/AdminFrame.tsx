import { useTranslation } from 'react-i18next'
import { Form, Link, useLocation } from 'react-router'
import type { StaffMember } from '#core/staff/staff-member.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { useRootData } from '#app/lib/root-data.ts'
import { AdminNav, AdminSearchForm } from './AdminNav.tsx'

/**
 * The back office's frame (decision 0019): the shop's name, the back office's title, the other
 * language, and for a logged-in member their name, role, the logout and the grouped navigation
 * (STAFF-16).
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
          <div className="flex flex-wrap items-center gap-3 text-sm">
            {member ? (
              <div className="hidden sm:block">
                <AdminSearchForm id="admin-search" />
              </div>
            ) : null}
            {member ? (
              <span data-testid="admin-member" className="max-sm:sr-only">
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
          </div>
          {member ? <AdminNav member={member} /> : null}
        </div>
      </header>
      <div className="flex-1">{children}</div>
    </div>
  )
}
