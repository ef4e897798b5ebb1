import { useMatches } from 'react-router'

export interface CustomerSummary {
  firstName: string
  lastName: string
  email: string
}

/** How many products the customer has bookmarked (0 for a guest or when unknown). */
export function useBookmarkCount(): number {
  const layout = useMatches().find((match) => match.id.endsWith(':layout'))
  return (layout?.loaderData as { bookmarkCount?: number } | undefined)?.bookmarkCount ?? 0
}

/** The logged-in customer as the default layout's loader saw it, or null for a guest. */
export function useCustomer(): CustomerSummary | null {
  const layout = useMatches().find((match) => match.id.endsWith(':layout'))
  return (layout?.loaderData as { customer?: CustomerSummary | null } | undefined)?.customer ?? null
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
