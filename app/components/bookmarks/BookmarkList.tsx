import { Trash2 } from 'lucide-react'
import { type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { formatMoney } from '#core/money/money.ts'
import type { ProductCard } from '#core/catalog/product-card.ts'
import { useToast } from '#app/components/ui/Toaster.tsx'
import { failureMessages, markScripted, SCRIPTED_FIELD, useFormFetcher } from '#app/lib/forms.ts'
import { useLocale } from '#app/lib/i18n.ts'

/** The watch list's products, each with a bin (the header's dialog and the bookmarks page). */
export function BookmarkList({
  items,
  onNavigate,
}: {
  items: ProductCard[]
  onNavigate?: () => void
}) {
  const { t } = useTranslation()
  if (items.length === 0) return <p className="text-slate-700">{t('bookmarks.empty')}</p>
  return (
    <ul className="divide-y divide-slate-200" data-testid="bookmark-list">
      {items.map((item) => (
        <BookmarkRow key={item.id} item={item} onNavigate={onNavigate} />
      ))}
    </ul>
  )
}

function BookmarkRow({ item, onNavigate }: { item: ProductCard; onNavigate?: () => void }) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const { pathname, search } = useLocation()
  const toast = useToast()
  const remover = useFormFetcher((answer) => {
    if (!answer.ok) toast({ type: 'error', messages: failureMessages(answer) })
  })
  return (
    <li className="flex gap-3 py-3" aria-busy={remover.busy}>
      {item.image ? (
        <img
          src={`/media/${item.image.path}-160.webp`}
          alt=""
          width={64}
          height={48}
          className="h-12 w-16 shrink-0 rounded bg-slate-50 object-cover"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <Link
          to={href(item.path)}
          onClick={onNavigate}
          className="font-semibold text-slate-900 hover:text-brand-700"
        >
          {item.title}
        </Link>
        <p className="text-sm text-slate-600">
          {t('bookmarks.from', { price: formatMoney(item.fromPriceCents) })}
        </p>
      </div>
      <remover.Form
        method="post"
        action={href('/bookmarks')}
        onSubmit={(event: FormEvent<HTMLFormElement>) => markScripted(event.currentTarget)}
      >
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="product_id" value={item.id} />
        <input type="hidden" name="next" value={pathname + search} />
        <input type="hidden" name={SCRIPTED_FIELD} defaultValue="" />
        <button
          type="submit"
          disabled={remover.busy}
          aria-label={`${t('bookmarks.remove')}: ${item.title}`}
          className="self-start rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-red-700"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </remover.Form>
    </li>
  )
}
