import { ChevronDown, Phone } from 'lucide-react'
import { Accordion } from 'radix-ui'
import ModalDialog from '#app/components/ui/ModalDialog.tsx'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { MenuTopView } from '#core/content/menus.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { useMenuChildren } from '#app/lib/menu-children.ts'
import { LanguageSwitch } from './LanguageSwitch.tsx'
import { telHref } from '#app/lib/contact.ts'

/** The side menu's dialog, loaded by MobileMenu when it first opens. */
export default function MobileMenuDialog({
  menus,
  phone,
  open,
  onOpenChange: setOpen,
  trigger,
}: {
  menus: MenuTopView[]
  phone: string
  open: boolean
  onOpenChange: (open: boolean) => void
  trigger: React.RefObject<HTMLElement | null>
}) {
  const { t } = useTranslation()
  const close = () => setOpen(false)
  return (
    <ModalDialog
      open={open}
      onOpenChange={setOpen}
      returnFocus={trigger}
      title={t('header.menu')}
      titleClassName="text-lg font-bold text-slate-900"
      headerClassName="flex items-center justify-between border-b border-slate-200 px-4 py-3"
      closeLabel={t('header.closeMenu')}
      closeClassName="flex size-11 items-center justify-center rounded-md hover:bg-slate-100"
      closeIconClassName="size-6"
      overlayClassName="fixed inset-0 z-40 bg-slate-900/50"
      contentClassName="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-white shadow-xl"
      testId="mobile-menu"
    >
      <MobileMenuBody menus={menus} phone={phone} onNavigate={close} />
    </ModalDialog>
  )
}

/** The side menu's content. */
function MobileMenuBody({
  menus,
  phone,
  onNavigate,
}: {
  menus: MenuTopView[]
  phone: string
  onNavigate: () => void
}) {
  const { t } = useTranslation()
  const { href } = useLocale()
  return (
    <>
      <nav aria-label={t('header.categories')} className="flex-1 overflow-y-auto">
        <Link
          to={href('/')}
          onClick={onNavigate}
          className="block border-b border-slate-100 px-4 py-3 font-semibold"
        >
          {t('header.home')}
        </Link>
        <Accordion.Root type="single" collapsible>
          {menus.map((menu) => (
            <Accordion.Item
              key={menu.id}
              value={String(menu.id)}
              className="border-b border-slate-100"
            >
              <Accordion.Header>
                <Accordion.Trigger className="group flex w-full items-center justify-between px-4 py-3 text-left font-semibold text-slate-800">
                  {menu.title}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-4 transition-transform group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="bg-slate-50 pb-2">
                <Link
                  to={href(menu.path)}
                  onClick={onNavigate}
                  className="block px-6 py-2 text-sm font-semibold text-brand-700"
                >
                  {t('header.allOf', { title: menu.title })}
                </Link>
                <MobileSubmenu menu={menu} onNavigate={onNavigate} />
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </nav>
      <div className="flex items-center justify-between border-t border-slate-200 px-4 py-3">
        <a href={telHref(phone)} className="flex items-center gap-2 text-sm font-medium">
          <Phone aria-hidden="true" className="size-4" />
          {phone}
        </a>
        <LanguageSwitch />
      </div>
    </>
  )
}

/** The subcategories of an opened side-menu level, loaded on demand. */
function MobileSubmenu({ menu, onNavigate }: { menu: MenuTopView; onNavigate: () => void }) {
  const { t } = useTranslation()
  const { href, locale } = useLocale()
  const { state, children } = useMenuChildren(menu.id, locale, menu.childCount > 0)
  if (menu.childCount === 0) return null
  if (state === 'failed') {
    return (
      <p role="alert" className="px-6 py-2 text-sm text-slate-600">
        {t('header.subcategoriesFailed')}
      </p>
    )
  }
  if (state !== 'ready') {
    return (
      <p role="status" aria-busy="true" className="px-6 py-2 text-sm text-slate-500">
        {t('header.subcategoriesLoading')}
      </p>
    )
  }
  return children.map((child) => (
    <Link
      key={child.id}
      to={href(child.path)}
      onClick={onNavigate}
      className="block px-6 py-2 text-sm text-slate-700 hover:text-brand-700"
    >
      {child.title}
    </Link>
  ))
}
