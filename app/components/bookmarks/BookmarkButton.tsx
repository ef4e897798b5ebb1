import { Heart } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRevalidator } from 'react-router'
import { useToast } from '#app/components/ui/Toaster.tsx'
import { api } from '#app/lib/api.ts'
import { useCustomer } from '#app/lib/customer.ts'
import { useLocale } from '#app/lib/i18n.ts'

/**
 * The product page's watch-list button (spec 6): a guest is asked to log in first; a failed add
 * shows the first message of each field in an error toast (spec 8).
 */
export function BookmarkButton({ productId }: { productId: number }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const customer = useCustomer()
  const toast = useToast()
  const revalidator = useRevalidator()
  const [pending, setPending] = useState(false)

  async function add() {
    if (!customer) {
      toast({ type: 'error', messages: [t('bookmarks.loginFirst')] })
      return
    }
    setPending(true)
    const result = await api(`/user/site/bookmark/add/${productId}`, locale)
    setPending(false)
    if (!result.ok) {
      const firsts = Object.values(result.errors).map((messages) => messages[0]!)
      toast({
        type: 'error',
        messages: firsts.length ? firsts : result.message ? [result.message] : [],
      })
      return
    }
    toast({ type: 'success', messages: result.message ? [result.message] : [] })
    await revalidator.revalidate()
  }

  return (
    <button
      type="button"
      onClick={add}
      disabled={pending}
      data-testid="bookmark-button"
      className="flex h-10 items-center justify-center gap-2 rounded-md border border-slate-300 text-sm font-semibold text-slate-700 hover:border-brand-300 hover:text-brand-800 disabled:opacity-60"
    >
      <Heart aria-hidden="true" className="size-4" />
      {t('bookmarks.add')}
    </button>
  )
}
