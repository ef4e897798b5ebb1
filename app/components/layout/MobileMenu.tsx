import { Menu } from 'lucide-react'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { MenuTopView } from '#core/content/menus.ts'
import { lazyWithPreload, useDialogTrigger } from '#app/lib/lazy.ts'
import { useOnceTrue } from '#app/lib/once-true.ts'

// PERF-3: the side menu (dialog, accordion, its links) loads when it first opens.
const { Component: MobileMenuDialog, preload } = lazyWithPreload(
  () => import('./MobileMenuDialog.tsx'),
)

/**
 * PAGE-1: the side menu on phones and tablets; Radix's dialog traps focus and closes on Escape.
 * Decision 0012: a category's level loads its subcategories when it is opened.
 */
export function MobileMenu({ menus, phone }: { menus: MenuTopView[]; phone: string }) {
  const { t } = useTranslation()
  const { open, setOpen, trigger, triggerProps } = useDialogTrigger(preload)
  const opened = useOnceTrue(open)
  return (
    <>
      <button
        {...triggerProps}
        className="-ml-2 flex size-10 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 lg:hidden"
        aria-label={t('header.openMenu')}
        data-testid="mobile-menu-button"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <MobileMenuDialog
            menus={menus}
            phone={phone}
            open={open}
            onOpenChange={setOpen}
            trigger={trigger}
          />
        </Suspense>
      ) : null}
    </>
  )
}
