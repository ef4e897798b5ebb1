import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import type { CartLine, CartSummary } from '#core/cart/cart.ts'
import { localizePath } from '#core/i18n/locale.ts'
import { useToast } from '#app/components/ui/Toaster.tsx'
import type { CartAnswer } from './cart-actions.server.ts'
import { useConsent } from './consent.tsx'
import { pushEvent } from './data-layer.ts'
import { failureMessages, markScripted, SCRIPTED_FIELD, useFormFetcher } from './forms.ts'
import { CART_COUNT_KEY, clearGuestCart, loadGuestCart, loadGuestTarget } from './guest-cart.ts'
import { CART_TARGET_KEY } from '#core/cart/cart-target.ts'
import { useLocale } from './i18n.ts'

// The storefront's cart (decision 0018): a guest's lives in localStorage (CART-5), a customer's
// on the server. Changes post to the cart route's action, which applies the cart rules
// (core/cart/lines.ts) and answers the cart priced by the server; the browser computes no price.

interface CartState {
  count: number
  summary: CartSummary | null
  loading: boolean
  modalOpen: boolean
  setModalOpen: (open: boolean) => void
  /** Reads the cart again (the dialog on opening, a guest's cart page). */
  refresh: () => Promise<void>
  /** Takes the cart a change answered; `open` shows it in the cart dialog. */
  received: (answer: CartAnswer, options?: { open?: boolean }) => void
}

const CartContext = createContext<CartState | null>(null)

export function useCart(): CartState {
  const cart = useContext(CartContext)
  if (!cart) throw new Error('useCart outside CartProvider')
  return cart
}

const storage = () => window.localStorage

/**
 * The guest cart as a form sends it along (login, registration, a cart change): the action
 * moves it into the customer's cart or answers it changed.
 */
export function guestCartField(): string {
  const items = loadGuestCart(storage())
  return items.length > 0 ? JSON.stringify(items) : ''
}

/** Logout and login leave no cart behind in the browser (CART-6). */
export function forgetBrowserCart() {
  clearGuestCart(storage())
}

/** The hidden fields a cart form carries: the scripted marker and the guest's cart. */
export function CartFormFields({ intent }: { intent: CartAnswer['intent'] }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={SCRIPTED_FIELD} defaultValue="" />
      <input type="hidden" name="guest_cart" defaultValue="" />
      <input type="hidden" name={CART_TARGET_KEY} defaultValue="" />
    </>
  )
}

/** Fills the hidden fields of `CartFormFields` just before the form is sent with JavaScript. */
export function prepareCartForm(form: HTMLFormElement) {
  markScripted(form)
  const guest = form.elements.namedItem('guest_cart')
  if (guest instanceof HTMLInputElement) guest.value = guestCartField()
  const target = form.elements.namedItem(CART_TARGET_KEY)
  if (target instanceof HTMLInputElement) target.value = guestTargetField()
}

/** FAIR-TGT-2: the guest's target as a form sends it along ('' for none). */
export function guestTargetField(): string {
  const target = loadGuestTarget(storage())
  return target ? JSON.stringify(target) : ''
}

/**
 * A fetcher for a cart form: a success hands the new cart to the provider, a refusal shows its
 * messages in a toast (ERR-6).
 */
export function useCartFetcher({
  open = false,
  onSuccess,
}: { open?: boolean; onSuccess?: (answer: CartAnswer) => void } = {}) {
  const toast = useToast()
  const { received } = useCart()
  return useFormFetcher<Omit<CartAnswer, 'ok'>>((answer) => {
    if (!answer.ok) {
      toast({ type: 'error', messages: failureMessages(answer) })
      return
    }
    received(answer, { open })
    onSuccess?.(answer)
  })
}

/** CONSENT-5: the remove_from_cart event, only with statistics consent (data-layer.ts). */
export function useRemovedEvent() {
  const { consent } = useConsent()
  return useCallback(
    (line: CartLine) =>
      pushEvent(consent, 'remove_from_cart', {
        value: line.priced.totalCents / 100,
        items: [
          {
            item_id: String(line.productId),
            item_name: line.productTitle,
            item_variant: String(line.combinationId),
            price: line.priced.unitCents / 100,
            quantity: line.quantity,
          },
        ],
      }),
    [consent],
  )
}

export function CartProvider({
  loggedIn,
  initialSummary = null,
  initialCount,
  children,
}: {
  loggedIn: boolean
  initialSummary?: CartSummary | null
  initialCount?: number
  children: React.ReactNode
}) {
  const { locale } = useLocale()
  const toast = useToast()
  const [count, setCount] = useState(initialCount ?? initialSummary?.totals.count ?? 0)
  const [summary, setSummary] = useState<CartSummary | null>(initialSummary)
  const [modalOpen, setModalOpenState] = useState(false)
  // The cart is read by a preview post to the cart's action: a guest's cart has to travel from
  // the browser, and both kinds of cart come back priced by the server the same way.
  const reader = useFormFetcher<Omit<CartAnswer, 'ok'>>((answer) => {
    if (!answer.ok) {
      toast({ type: 'error', messages: failureMessages(answer) })
      return
    }
    setSummary(answer.summary)
    setCount(answer.count)
  })

  // CART-14: the cart modal clears its list on close and fetches it again on the next open, so
  // it never shows a stale list (e.g. after another tab changed the cart).
  const setModalOpen = useCallback((open: boolean) => {
    setModalOpenState(open)
    if (!open) setSummary(null)
  }, [])

  // A customer's count comes with the layout's data, again after every change (state adjusted
  // while rendering, as React advises for state derived from props).
  const [seenCount, setSeenCount] = useState(initialCount)
  if (loggedIn && initialCount !== undefined && initialCount !== seenCount) {
    setSeenCount(initialCount)
    setCount(initialCount)
  }

  const submitPreview = reader.submit
  const refresh = useCallback(async () => {
    const form = new FormData()
    form.set('intent', 'preview')
    form.set(SCRIPTED_FIELD, '1')
    form.set('guest_cart', loggedIn ? '' : guestCartField())
    form.set(CART_TARGET_KEY, loggedIn ? '' : guestTargetField())
    // Reading changes nothing: no loader needs to run again.
    await submitPreview(form, {
      method: 'post',
      action: localizePath('/cart', locale),
      defaultShouldRevalidate: false,
    })
  }, [loggedIn, locale, submitPreview])

  // A guest's badge is filled after hydration (the server's HTML is the same for every guest, so
  // a CDN can cache it).
  useEffect(() => {
    if (loggedIn) return
    let current = true
    void Promise.resolve().then(() => {
      if (!current) return
      loadGuestCart(storage())
      setCount(Number(storage().getItem(CART_COUNT_KEY) ?? 0))
    })
    return () => {
      current = false
    }
  }, [loggedIn])

  const received = useCallback((answer: CartAnswer, { open = false } = {}) => {
    setSummary(answer.summary)
    setCount(answer.count)
    if (open) setModalOpenState(true)
  }, [])

  const loading = reader.busy
  const value = useMemo(
    () => ({ count, summary, loading, modalOpen, setModalOpen, refresh, received }),
    [count, summary, loading, modalOpen, setModalOpen, refresh, received],
  )
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>
}
