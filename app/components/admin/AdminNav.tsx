import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import type { StaffMember } from '#core/staff/staff-member.ts'
import { adminNavGroups } from './admin-nav.ts'
import { useLocale } from '#app/lib/i18n.ts'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded px-1 py-0.5 hover:underline ${isActive ? 'font-semibold underline' : ''}`

/** The search over orders, customers, products and documents (STAFF-17, FIND-1), a GET form. */
export function AdminSearchForm({ id }: { id: string }) {
  const { t } = useTranslation()
  const { href } = useLocale()
  return (
    <form
      method="get"
      action={href('/admin/search')}
      role="search"
      aria-label={t('admin.nav.searchLabel')}
      className="flex gap-2"
    >
      <label htmlFor={id} className="sr-only">
        {t('admin.nav.searchLabel')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        maxLength={200}
        placeholder={t('admin.nav.search')}
        className="w-full min-w-0 rounded-md border border-white/40 bg-slate-800 px-2 py-1 text-sm text-white placeholder:text-slate-300 sm:w-56"
      />
      <button type="submit" className="rounded-md border border-white/40 px-3 py-1 text-sm">
        {t('admin.nav.searchSubmit')}
      </button>
    </form>
  )
}

/** The four groups of links (STAFF-16); the same list for the phone's menu and the desktop. */
function NavGroups({ member, idPrefix }: { member: StaffMember; idPrefix: string }) {
  const { t } = useTranslation()
  const { href } = useLocale()
  return (
    <>
      <ul className="flex flex-col gap-1 sm:flex-row sm:items-center">
        <li>
          <NavLink to={href('/admin')} end className={linkClass}>
            {t('admin.nav.home')}
          </NavLink>
        </li>
      </ul>
      {adminNavGroups(member).map((group) => (
        <div
          key={group.id}
          className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2 sm:border-l sm:border-white/20 sm:pl-3"
        >
          <span
            id={`${idPrefix}-${group.id}`}
            className="text-xs font-semibold tracking-wide text-slate-300 uppercase"
          >
            {t(`admin.nav.groups.${group.id}`)}
          </span>
          <ul
            aria-labelledby={`${idPrefix}-${group.id}`}
            className="flex flex-wrap gap-x-2 gap-y-1"
          >
            {group.links.map((link) => (
              <li key={link.path}>
                <NavLink to={href(link.path)} className={linkClass}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  )
}

/**
 * The navigation of a logged-in member: on a phone one "Menu" button that opens the groups and
 * the search (a `<details>`, so it opens without JavaScript), from 640 px the groups in a row and
 * the search in the header (AdminFrame).
 */
export function AdminNav({ member }: { member: StaffMember }) {
  const { t } = useTranslation()
  return (
    <>
      <details className="group w-full sm:hidden" data-testid="admin-menu">
        <summary className="cursor-pointer list-none rounded-md border border-white/40 px-3 py-1.5 text-sm font-semibold">
          {t('admin.nav.menu')}
        </summary>
        <nav aria-label={t('admin.title')} className="mt-3 flex flex-col gap-4 text-sm">
          <AdminSearchForm id="admin-search-phone" />
          <NavGroups member={member} idPrefix="admin-nav-phone" />
        </nav>
      </details>
      <nav
        aria-label={t('admin.title')}
        className="hidden w-full flex-wrap items-center gap-x-3 gap-y-2 text-sm sm:flex"
      >
        <NavGroups member={member} idPrefix="admin-nav" />
      </nav>
    </>
  )
}
