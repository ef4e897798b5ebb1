import type { Localized } from '#core/i18n/locale.ts'

// CHK-4, STAFF-12: the post methods of a country as the shipping settings show them.

export interface CountryPostMethods {
  id: number
  code: string
  name: string
  methods: PostMethodRow[]
}

export interface PostMethodRow {
  id: number
  value: string
  text: Localized
  priceCents: number
  /** FAIR-PLAN-1: working days in transit at the destination. */
  transitDays: number
  /** FAIR-PLAN-1: delivers on a fixed day. */
  dateDefinite: boolean
}
