import { readFileSync } from 'node:fs'
import path from 'node:path'

// The customers of my-fairs.spec.ts, made by tests/e2e/fair-customers.ts before the shop starts.

export const FAIR_CUSTOMERS_FILE = 'e2e-fixture-fair-customers.json'

export interface FairCustomers {
  /** Session tokens (the `nl_session` cookie). */
  withFair: string
  withoutFair: string
  fair: { name: { de: string; en: string }; code: string }
  orderNumbers: { due: number; approved: number }
}

export function fairCustomersOf(dataDir: string): FairCustomers {
  return JSON.parse(readFileSync(path.join(dataDir, FAIR_CUSTOMERS_FILE), 'utf8')) as FairCustomers
}
