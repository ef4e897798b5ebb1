import { companyPages } from './pages-company.ts'
import { legalPages } from './pages-legal.ts'
import { servicePages } from './pages-service.ts'
import type { SeedPage } from './types.ts'

// Static pages of the demo shop, in the pages list's order. Slugs are set explicitly so that the
// redirections in countries.ts can rely on them.

const { imprint, terms, privacy, withdrawal } = legalPages
const { aboutUs, jobs, contact, team } = companyPages
const { shipping, payment } = servicePages

export const pages: SeedPage[] = [
  imprint,
  terms,
  privacy,
  aboutUs,
  jobs,
  contact,
  team,
  shipping,
  payment,
  withdrawal,
]
