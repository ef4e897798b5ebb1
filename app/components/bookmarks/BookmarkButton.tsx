import { Heart } from 'lucide-react'
import { type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { useToast } from '#app/components/ui/Toaster.tsx'
import { useCustomer } from '#app/lib/customer.ts'
import { failureMessages, markScripted, SCRIPTED_FIELD, useFormFetcher } from '#app/lib/forms.ts'
import { useLocale } from '#app/lib/i18n.ts'

/**
 * The product page's watch-list button (MARK-1, MARK-2), a toggle posting to the bookmarks action
 * (decision 0017): `aria-pressed` and a filled heart with 'Gemerkt' say the product is on the
 * list; pressing again takes it off. A guest is asked to log in first; without JavaScript the
 * page comes back with the new state.
 */
export function BookmarkButton({
  productId,
  bookmarked,
}: {
  productId: number
  bookmarked: boolean
}) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const { pathname, search } = useLocation()
  const customer = useCustomer()
  const toast = useToast()
  const fetcher = useFormFetcher((answer) => {
    toast(
      answer.ok
        ? { type: 'success', messages: answer.message ? [answer.message] : [] }
        : { type: 'error', messages: failureMessages(answer) },
    )
  })
  // The state being saved shows at once, until the page's data says the same.
  const pending = fetcher.formData?.get('intent')
  const pressed = pending ? pending === 'add' : bookmarked

  function submit(event: FormEvent<HTMLFormElement>) {
    if (!customer) {
      event.preventDefault()
      toast({ type: 'error', messages: [t('bookmarks.loginFirst')] })
      return
    }
    markScripted(event.currentTarget)
  }

  return (
    <fetcher.Form
      method="post"
      action={href('/bookmarks')}
      onSubmit={submit}
      className="grid"
      // Decision 0060: a customer with this product on their list gets the page rendered anew.
      data-bookmark-product={productId}
    >
      <input type="hidden" name="intent" value={bookmarked ? 'remove' : 'add'} />
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="next" value={pathname + search} />
      <input type="hidden" name={SCRIPTED_FIELD} defaultValue="" />
      <button
        type="submit"
        disabled={fetcher.busy}
        aria-pressed={pressed}
        data-testid="bookmark-button"
        className="flex h-10 items-center justify-center gap-2 rounded-md border border-slate-300 text-sm font-semibold text-slate-700 hover:border-brand-300 hover:text-brand-800 aria-pressed:border-brand-300 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
      >
        <Heart aria-hidden="true" className={`size-4 ${pressed ? 'fill-current' : ''}`} />
        {pressed ? t('bookmarks.bookmarked') : t('bookmarks.add')}
      </button>
    </fetcher.Form>
  )
}
