import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useFetcher } from 'react-router'
import type { ProductCard } from '#core/catalog/product-card.ts'
import { useLoginDialog } from '#app/components/account/LoginDialog.tsx'
import { BookmarkList } from './BookmarkList.tsx'
import ModalDialog from '#app/components/ui/ModalDialog.tsx'
import { useCustomer } from '#app/lib/customer.ts'
import { useLocale } from '#app/lib/i18n.ts'

/** MARK-2: the bookmarks modal itself, loaded by BookmarksDialog when it first opens. */
export default function BookmarksDialogContent({
  open,
  onOpenChange: setOpen,
  trigger,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  trigger: React.RefObject<HTMLElement | null>
}) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const customer = useCustomer()
  const openLogin = useLoginDialog()
  // The list comes from the bookmarks page's loader, read again every time the modal opens and
  // after every change.
  const reader = useFetcher<{ items: ProductCard[] | null }>()
  const items = reader.data?.items ?? null
  const { load } = reader
  const loggedIn = customer !== null
  const listPath = href('/bookmarks')
  useEffect(() => {
    if (open && loggedIn) void load(listPath)
  }, [open, loggedIn, load, listPath])

  return (
    <ModalDialog
      open={open}
      onOpenChange={setOpen}
      returnFocus={trigger}
      title={t('bookmarks.title')}
      titleClassName="text-lg font-bold text-slate-900"
      headerClassName="flex items-center justify-between border-b border-slate-200 px-5 py-4"
      closeLabel={t('popup.close')}
      closeClassName="-m-2 rounded-md p-2 hover:bg-slate-100"
      overlayClassName="fixed inset-0 z-40 bg-slate-900/50"
      contentClassName="fixed top-0 right-0 z-50 flex h-full w-[min(26rem,92vw)] flex-col bg-white shadow-xl"
      testId="bookmarks-dialog"
    >
      <div className="flex-1 overflow-y-auto p-5">
        {!customer ? (
          <div className="flex flex-col items-start gap-4">
            <p className="text-slate-700">{t('bookmarks.loginFirstModal')}</p>
            <button
              type="button"
              onClick={() => {
                setOpen(false)
                openLogin()
              }}
              className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            >
              {t('bookmarks.login')}
            </button>
          </div>
        ) : items === null || (reader.state === 'loading' && !reader.data) ? (
          <p className="text-slate-500" aria-live="polite">
            {t('bookmarks.loading')}
          </p>
        ) : (
          <BookmarkList items={items} onNavigate={() => setOpen(false)} />
        )}
      </div>
    </ModalDialog>
  )
}
