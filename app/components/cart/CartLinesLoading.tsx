import { useTranslation } from 'react-i18next'
import { useLocale } from '#app/lib/i18n.ts'
import { Placeholder } from './CartTotals.tsx'

/**
 * The cart page's lines before a guest's cart is priced: a guest's lines live in the browser
 * (CART-5), so the server's HTML can only hold the frame. Without JavaScript they never come:
 * the <noscript> says why and hides the loading text.
 */
export function CartLinesLoading() {
  const { t } = useTranslation()
  const { href } = useLocale()
  return (
    <div data-testid="cart-lines-loading">
      <p role="status" className="pt-5 text-slate-600" data-cart-loading="">
        {t('cart.loading')}
      </p>
      <noscript>
        <style>{'[data-cart-loading]{display:none}'}</style>
        <div className="mt-5 rounded-md bg-amber-50 p-4 text-amber-900" data-testid="cart-noscript">
          <p>{t('cart.needsJavaScript')}</p>
          <a href={href('/login')} className="mt-2 inline-block font-semibold underline">
            {t('cart.logInInstead')}
          </a>
        </div>
      </noscript>
      <ul aria-hidden="true">
        {[0, 1].map((line) => (
          <li
            key={line}
            className="grid gap-4 border-b border-slate-200 py-5 last:border-b-0 sm:grid-cols-[7rem_1fr]"
          >
            <Placeholder className="hidden h-20 w-28 sm:block" />
            <div className="flex flex-col gap-2">
              <Placeholder className="h-3 w-40" />
              <Placeholder className="h-6 w-2/3" />
              <Placeholder className="h-4 w-1/2" />
              <div className="mt-2 grid gap-3 sm:grid-cols-3">
                <Placeholder className="h-10 w-full" />
                <Placeholder className="h-10 w-full" />
                <Placeholder className="h-10 w-full" />
              </div>
              <Placeholder className="h-5 w-48 self-end" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
