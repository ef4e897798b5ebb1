import { Heart } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRevalidator } from 'react-router'
import { useToast } from '#app/components/ui/Toaster.tsx'
import { api } from '#app/lib/api.ts'
import { useCustomer } from '#app/lib/customer.ts'
import { useLocale } from '#app/lib/i18n.ts'

/**
 * The product page's watch-list button (spec 6), a toggle: `aria-pressed` and a filled heart with
 * 'Gemerkt' say the product is on the list; pressing again takes it off. A guest is asked to log
 * in first; a failed call shows the first message of each field in an error toast (spec 8).
 */
export function BookmarkButton({
  productId,
  bookmarked,
}: {
  productId: number
  bookmarked: boolean
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const customer = useCustomer()
  const toast = useToast()
  const revalidator = useRevalidator()
  // The state being saved: shown at once, until the page's data says the same.
  const [saving, setSaving] = useState<boolean | null>(null)
  const pressed = saving ?? bookmarked

  async function toggle() {
    if (!customer) {
      toast({ type: 'error', messages: [t('bookmarks.loginFirst')] })
      return
    }
    if (saving !== null) return
    const next = !bookmarked
    setSaving(next)
    const result = await api(`/user/site/bookmark/${next ? 'add' : 'remove'}/${productId}`, locale)
    if (!result.ok) {
      setSaving(null)
      const firsts = Object.values(result.errors).map((messages) => messages[0]!)
      toast({
        type: 'error',
        messages: firsts.length ? firsts : result.message ? [result.message] : [],
      })
      return
    }
    toast({ type: 'success', messages: result.message ? [result.message] : [] })
    await revalidator.revalidate()
    setSaving(null)
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={pressed}
      data-testid="bookmark-button"
      className="flex h-10 items-center justify-center gap-2 rounded-md border border-slate-300 text-sm font-semibold text-slate-700 hover:border-brand-300 hover:text-brand-800 aria-pressed:border-brand-300 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
    >
      <Heart aria-hidden="true" className={`size-4 ${pressed ? 'fill-current' : ''}`} />
      {pressed ? t('bookmarks.bookmarked') : t('bookmarks.add')}
    </button>
  )
}
