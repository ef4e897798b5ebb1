import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import type { CartItem, CartSummary } from '#core/cart/cart.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { MAX_QUANTITY } from '#core/pricing/pricing.ts'
import { type CartLineInput, servicesFromText } from '#core/validation/cart.ts'
import { api, messagesOf } from './api.ts'
import {
  CART_COUNT_KEY,
  addToGuestCart,
  clearGuestCart,
  loadGuestCart,
  type GuestCartRepair,
  removeFromGuestCart,
  repairGuestCart,
  updateGuestCartItem,
} from './guest-cart.ts'
import { useConsent } from './consent.tsx'
import { pushEvent } from './data-layer.ts'
import { useLocale, useTranslation } from './i18n.ts'
import { useToast } from '#app/components/ui/Toaster.tsx'

// The storefront's cart: a guest's lives in localStorage (spec 4) and is priced by the server
// (POST /cart/quote); a customer's lives on the server. Either way every amount shown comes from
// the API, i.e. from core/pricing.

export type CartChange = { quantity?: number; duration_id?: number; services?: number[] }

interface CartState {
  count: number
  summary: CartSummary | null
  loading: boolean
  modalOpen: boolean
  setModalOpen: (open: boolean) => void
  refresh: () => Promise<void>
  add: (line: CartLineInput) => Promise<boolean>
  update: (item: CartItem, change: CartChange) => Promise<void>
  remove: (item: CartItem) => Promise<void>
}

const CartContext = createContext<CartState | null>(null)

export function useCart(): CartState {
  const cart = useContext(CartContext)
  if (!cart) throw new Error('useCart outside CartProvider')
  return cart
}

const storage = () => window.localStorage

/** Prices the guest cart on the server without storing anything there. */
async function quoteGuestCart(locale: Locale) {
  const items = loadGuestCart(storage())
  const result = await api<CartSummary & { repaired?: GuestCartRepair[] }>(
    '/user/site/cart/quote',
    locale,
    { method: 'POST', body: { items } },
  )
  // Lines the server found again by their titles (spec 9) take the current ids, so changing or
  // removing them keeps working.
  if (result.ok && result.body?.repaired?.length) repairGuestCart(storage(), result.body.repaired)
  return result
}

/**
 * spec 4: after login every local item goes into the server cart, then the local cart is
 * cleared. Lines that could not be taken are reported in one toast.
 */
/**
 * The guest cart as the login and registration forms send it along (spec 4): the action moves
 * it into the new customer's server cart, then `forgetBrowserCart` empties the browser's copy.
 */
export function guestCartField(): string {
  const items = loadGuestCart(storage())
  return items.length > 0 ? JSON.stringify(items) : ''
}

/** Logout leaves no cart behind in the browser (spec 4). */
export function forgetBrowserCart() {
  clearGuestCart(storage())
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
  const { t } = useTranslation()
  const { locale } = useLocale()
  const toast = useToast()
  const { consent } = useConsent()
  const [count, setCount] = useState(initialCount ?? initialSummary?.count ?? 0)
  const [summary, setSummary] = useState<CartSummary | null>(initialSummary)
  const [loading, setLoading] = useState(false)
  const [modalOpen, setModalOpenState] = useState(false)
  // spec 4: the cart modal clears its list on close and fetches it again on the next open, so
  // it never shows a stale list (e.g. after another tab changed the cart).
  const setModalOpen = useCallback((open: boolean) => {
    setModalOpenState(open)
    if (!open) setSummary(null)
  }, [])

  const refreshCount = useCallback(async () => {
    if (loggedIn) {
      const result = await api<{ count: number }>('/user/site/cart/items/count', locale)
      if (result.ok) setCount(result.body?.count ?? 0)
    } else {
      loadGuestCart(storage())
      setCount(Number(storage().getItem(CART_COUNT_KEY) ?? 0))
    }
  }, [loggedIn, locale])

  const refresh = useCallback(async () => {
    setLoading(true)
    const result = loggedIn
      ? await api<CartSummary>('/user/site/cart/summary', locale)
      : await quoteGuestCart(locale)
    setLoading(false)
    if (!result.ok || !result.body) {
      toast({ type: 'error', messages: messagesOf(result) })
      return
    }
    setSummary(result.body)
    setCount(
      loggedIn ? result.body.count : Number(storage().getItem(CART_COUNT_KEY) ?? result.body.count),
    )
  }, [loggedIn, locale, toast])

  // The badge is filled after hydration (server HTML is the same for every guest, so a CDN can
  // cache it), and again when the login state changes.
  useEffect(() => {
    let current = true
    void Promise.resolve().then(() => (current ? refreshCount() : undefined))
    return () => {
      current = false
    }
  }, [refreshCount])

  const add = useCallback(
    async (line: CartLineInput) => {
      if (loggedIn) {
        // The server cart keeps ids only: titles are for finding a guest line again (spec 9).
        const { product_id, combination_id, duration_id, services, quantity } = line
        const result = await api(`/user/site/cart/add/${product_id}`, locale, {
          method: 'POST',
          body: { combination_id, duration_id, services, quantity },
        })
        if (!result.ok) {
          toast({ type: 'error', messages: messagesOf(result) })
          return false
        }
      } else {
        // The configuration is checked by the server before it enters the browser's cart, so
        // the local cart never holds a line the server would refuse.
        const check = await api<CartSummary>('/user/site/cart/quote', locale, {
          method: 'POST',
          body: { items: [line] },
        })
        const refused = check.body?.errors[0]?.message
        if (!check.ok || refused) {
          toast({ type: 'error', messages: refused ? [refused] : messagesOf(check) })
          return false
        }
        const existing = loadGuestCart(storage()).find(
          (item) =>
            item.product_id === line.product_id &&
            item.combination_id === line.combination_id &&
            item.duration_id === line.duration_id &&
            item.services.join() === [...line.services].sort((a, b) => a - b).join(),
        )
        if (existing && existing.quantity >= MAX_QUANTITY) {
          toast({ type: 'error', messages: [t('cart.quantityLimit')] })
          return false
        }
        addToGuestCart(storage(), line)
      }
      await refresh()
      setModalOpen(true)
      return true
    },
    [loggedIn, locale, toast, refresh, setModalOpen, t],
  )

  const keyOf = (item: CartItem) => ({
    product_id: item.product_id,
    combination_id: item.combination_id,
    duration_id: item.duration_id,
    services: servicesFromText(item.services),
  })

  const update = useCallback(
    async (item: CartItem, change: CartChange) => {
      if (loggedIn) {
        const result = await api(`/user/site/cart/update/${item.id}`, locale, {
          method: 'PATCH',
          body: change,
        })
        if (!result.ok) toast({ type: 'error', messages: messagesOf(result) })
      } else {
        updateGuestCartItem(storage(), keyOf(item), change)
      }
      await refresh()
    },
    [loggedIn, locale, toast, refresh],
  )

  const remove = useCallback(
    async (item: CartItem) => {
      if (loggedIn) {
        const key = `${item.product_id}/${item.combination_id}/${item.duration_id}`
        const result = await api(
          `/user/site/cart/remove/${key}?services=${encodeURIComponent(item.services)}`,
          locale,
          { method: 'DELETE' },
        )
        if (!result.ok) {
          toast({ type: 'error', messages: messagesOf(result) })
          return
        }
      } else {
        removeFromGuestCart(storage(), item)
      }
      // spec 7: the remove_from_cart event, only with statistics consent (data-layer.ts).
      pushEvent(consent, 'remove_from_cart', {
        value: item.total_price / 100,
        items: [
          {
            item_id: String(item.product_id),
            item_name: item.product_title,
            item_variant: String(item.combination_id),
            price: item.price / 100,
            quantity: item.quantity,
          },
        ],
      })
      await refresh()
    },
    [loggedIn, locale, toast, refresh, consent],
  )

  const value = useMemo(
    () => ({ count, summary, loading, modalOpen, setModalOpen, refresh, add, update, remove }),
    [count, summary, loading, modalOpen, setModalOpen, refresh, add, update, remove],
  )
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>
}
