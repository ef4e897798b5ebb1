import { useMatches } from 'react-router'
import { GUEST_FRAME, PERSONAL_FRAME_ID, type PersonalFrame } from '#core/http/page-cache.ts'

export interface CustomerSummary {
  firstName: string
  lastName: string
  email: string
}

/** The frame of a page the page cache filled in, read once at hydration (decision 0060). */
let filledIn: { layoutData: unknown; frame: PersonalFrame } | null | undefined

/**
 * Who is logged in and their counts, for the header and the watch-list button: the default
 * layout's data, except while a page the shop kept for customers is hydrating — its data was
 * rendered for no one in particular, and the customer's own frame came with the page (the JSON
 * element the page cache filled in). Once the layout's data is loaded again (a navigation, an
 * action), it is the customer's own.
 */
export function usePersonalFrame(): PersonalFrame {
  const layout = useMatches().find((match) => match.id.endsWith(':layout'))
  const data = layout?.loaderData as PersonalFrame | undefined
  if (!data) return GUEST_FRAME
  if (typeof document !== 'undefined') {
    if (filledIn === undefined) {
      const json = document.getElementById(PERSONAL_FRAME_ID)?.textContent
      const frame = json ? (JSON.parse(json) as PersonalFrame | null) : null
      filledIn = frame ? { layoutData: data, frame } : null
    }
    if (filledIn?.layoutData === data) return filledIn.frame
  }
  return { customer: data.customer, cartCount: data.cartCount, bookmarkCount: data.bookmarkCount }
}

/** How many products the customer has bookmarked (0 for a guest or when unknown). */
export function useBookmarkCount(): number {
  return usePersonalFrame().bookmarkCount
}

/** The logged-in customer as the default layout's loader saw it, or null for a guest. */
export function useCustomer(): CustomerSummary | null {
  return usePersonalFrame().customer
}

export interface ProfileData {
  customer: {
    company: string
    gender: 'male' | 'female'
    firstName: string
    lastName: string
    address: string
    postcode: string
    city: string
    countryId: number
    email: string
    phone: string
    leitwegId: string | null
  }
  countryName: string
}

/** The profile area's data, loaded once by its guarded layout. */
export function useProfile(): ProfileData {
  const profile = useMatches().find((match) => match.id.endsWith(':profile'))
  if (!profile?.loaderData) throw new Error('profile data missing')
  return profile.loaderData as ProfileData
}
