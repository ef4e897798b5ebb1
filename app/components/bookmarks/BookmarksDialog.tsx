import { Heart, Trash2, X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useRevalidator } from 'react-router'
import { formatMoney } from '#core/money/money.ts'
import { useLoginDialog } from '#app/components/account/LoginDialog.tsx'
import { api } from '#app/lib/api.ts'
import { useCustomer } from '#app/lib/customer.ts'
import { useLocale } from '#app/lib/i18n.ts'

interface Bookmark {
  product_id: number
  title: string
  feature_desc: string
  path: string
  product_info: { cover_image: string | null; price: number }
}

/** spec 2: the bookmarks modal in the header, with the count on its button. */
export function BookmarksDialog({ count, className }: { count: number; className: string }) {
  const { t } = useTranslation()
  const { locale, href } = useLocale()
  const customer = useCustomer()
  const openLogin = useLoginDialog()
  const revalidator = useRevalidator()
  const [open, setOpen] = useState(false)
  const [items, setItems] = useState<Bookmark[] | null>(null)

  async function load() {
    setItems(null)
    const result = await api<{ data: Bookmark[] }>('/user/dashboard/bookmarks/all', locale)
    setItems(result.ok ? (result.body?.data ?? []) : [])
  }

  async function remove(id: number) {
    await api(`/user/site/bookmark/remove/${id}`, locale)
    setItems((list) => list?.filter((item) => item.product_id !== id) ?? null)
    await revalidator.revalidate()
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next && customer) void load()
      }}
    >
      <Dialog.Trigger className={className} data-testid="header-bookmarks">
        <Heart aria-hidden="true" className="size-6" />
        <span className="hidden md:block">{t('header.bookmarks')}</span>
        <span className="sr-only md:hidden">{t('header.bookmarks')}</span>
        {customer && count > 0 ? (
          <span
            className="absolute -top-1 right-0 min-w-5 rounded-full bg-brand-700 px-1.5 text-center text-[11px] leading-5 font-bold text-white"
            data-testid="bookmark-count"
          >
            {count}
            <span className="sr-only"> {t('bookmarks.count', { count })}</span>
          </span>
        ) : null}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          className="fixed top-0 right-0 z-50 flex h-full w-[min(26rem,92vw)] flex-col bg-white shadow-xl"
          data-testid="bookmarks-dialog"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <Dialog.Title className="text-lg font-bold text-slate-900">
              {t('bookmarks.title')}
            </Dialog.Title>
            <Dialog.Close
              className="-m-2 rounded-md p-2 hover:bg-slate-100"
              aria-label={t('popup.close')}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
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
            ) : items === null ? (
              <p className="text-slate-500" aria-live="polite">
                {t('bookmarks.loading')}
              </p>
            ) : items.length === 0 ? (
              <p className="text-slate-700">{t('bookmarks.empty')}</p>
            ) : (
              <ul className="divide-y divide-slate-200">
                {items.map((item) => (
                  <li key={item.product_id} className="flex gap-3 py-3">
                    {item.product_info.cover_image ? (
                      <img
                        src={`/media/${item.product_info.cover_image}-160.webp`}
                        alt=""
                        width={64}
                        height={48}
                        className="h-12 w-16 shrink-0 rounded bg-slate-50 object-cover"
                      />
                    ) : null}
                    <div className="min-w-0 flex-1">
                      <Link
                        to={href(item.path)}
                        onClick={() => setOpen(false)}
                        className="font-semibold text-slate-900 hover:text-brand-700"
                      >
                        {item.title}
                      </Link>
                      <p className="text-sm text-slate-600">
                        {t('bookmarks.from', { price: formatMoney(item.product_info.price) })}
                      </p>
                    </div>
                    <button
                      type="button"
                      onClick={() => remove(item.product_id)}
                      aria-label={`${t('bookmarks.remove')}: ${item.title}`}
                      className="self-start rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-red-700"
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
