import { and, eq, ne } from 'drizzle-orm'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { AddressInput, StaffCustomerInput } from '#core/validation/customer.ts'
import { leitwegIdOrNull } from '#core/validation/leitweg-id.ts'
import type { Db } from '#server/db/client.ts'
import { addresses, customers } from '#server/db/schema/index.ts'
import { AppError } from '#core/errors/errors.ts'
import type { StaffService } from '#server/modules/staff/staff.service.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import type { AuthService } from './auth.service.ts'
import { assertKnownCountry } from './known-country.ts'
import { uniqueViolation } from './secrets.ts'

// FIND-5: staff change a customer's account data with the rules the customer's own profile
// has (ACC-5, ACC-6: one schema, e-mail and phone unique), in one transaction with the audit
// entry `customer.update` naming each changed field before and after (STAFF-6).

type Row = typeof customers.$inferSelect

/** The account's fields as staff edit them, by the form's field names. */
function editable(row: Row): Record<keyof StaffCustomerInput, string | number | null> {
  return {
    company: row.company,
    gender: row.gender,
    first_name: row.firstName,
    last_name: row.lastName,
    address: row.address,
    postcode: row.postcode,
    city: row.city,
    country_id: row.countryId,
    email: row.email,
    phone: row.phone,
    leitweg_id: row.leitwegId,
  }
}

export interface CustomerEditDeps {
  db: Db
  audit: StaffService['audit']
  auth: Pick<AuthService, 'assertAvailable' | 'takenError' | 'voidResetLinks'>
}

/**
 * Saves what changed; answers the changed field names (none: nothing written, nothing audited).
 * A new e-mail voids the open password-reset links (AUTH-8: a link works only for the address
 * it was sent to).
 */
export async function updateCustomerForStaff(
  deps: CustomerEditDeps,
  actor: StaffMember,
  current: Row,
  input: StaffCustomerInput,
  locale: Locale,
): Promise<string[]> {
  const { db, audit, auth } = deps
  const next = {
    ...input,
    leitweg_id:
      input.leitweg_id === undefined ? current.leitwegId : leitwegIdOrNull(input.leitweg_id),
  }
  const before = editable(current)
  const changed = (Object.keys(before) as (keyof typeof before)[]).filter(
    (field) => before[field] !== next[field],
  )
  if (changed.length === 0) return []
  await auth.assertAvailable(next.email, next.phone, locale, current.id)
  await assertKnownCountry(db, next.country_id, locale)
  const emailChanged = next.email.toLowerCase() !== current.email.toLowerCase()
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(customers)
        .set({
          company: next.company,
          gender: next.gender,
          firstName: next.first_name,
          lastName: next.last_name,
          address: next.address,
          postcode: next.postcode,
          city: next.city,
          countryId: next.country_id,
          email: next.email,
          phone: next.phone,
          leitwegId: next.leitweg_id,
          updatedAt: new Date(),
        })
        .where(eq(customers.id, current.id))
      if (emailChanged) await auth.voidResetLinks(current.id, tx)
      await audit(tx, {
        staffId: actor.id,
        action: 'customer.update',
        objectType: 'customer',
        objectId: current.id,
        before: Object.fromEntries(changed.map((field) => [field, before[field]])),
        after: Object.fromEntries(changed.map((field) => [field, next[field] ?? null])),
      })
    })
  } catch (error) {
    // Two changes at once: the unique indexes decide (ACC-5).
    const constraint = uniqueViolation(error)
    if (constraint === undefined) throw error
    const field = constraint.includes('email') ? 'email' : 'phone'
    const key = field === 'email' ? 'auth.emailTaken' : 'auth.phoneTaken'
    throw auth.takenError(locale, { [field]: [translate(locale, key)] })
  }
  return changed
}

/** An address book entry's fields as staff edit them, by the form's field names. */
function editableAddress(row: typeof addresses.$inferSelect) {
  return {
    company: row.company,
    gender: row.gender,
    first_name: row.firstName,
    last_name: row.lastName,
    address: row.address,
    postcode: row.postcode,
    city: row.city,
    country_id: row.countryId,
    phone: row.phone,
    is_default_billing: row.isDefaultBilling,
    is_default_shipping: row.isDefaultShipping,
  }
}

/**
 * FIND-5: staff change one entry of the customer's address book with the address book's rules
 * (ACC-7); a new default takes the flag from the customer's other entries. Audited as
 * `customer.address_update` with the changed fields; answers their names. Another customer's
 * entry is not found.
 */
export async function updateAddressForStaff(
  deps: Pick<CustomerEditDeps, 'db' | 'audit'>,
  actor: StaffMember,
  customerId: number,
  addressId: number,
  input: AddressInput,
  locale: Locale,
): Promise<string[]> {
  const { db, audit } = deps
  const own = and(eq(addresses.customerId, customerId), eq(addresses.id, addressId))
  const [current] = await db.select().from(addresses).where(own)
  if (!current) throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
  const before = editableAddress(current)
  const next = { ...input, gender: input.gender ?? null }
  const changed = (Object.keys(before) as (keyof typeof before)[]).filter(
    (field) => before[field] !== next[field],
  )
  if (changed.length === 0) return []
  await assertKnownCountry(db, input.country_id, locale)
  await db.transaction(async (tx) => {
    await tx
      .update(addresses)
      .set({
        company: next.company,
        gender: next.gender,
        firstName: next.first_name,
        lastName: next.last_name,
        address: next.address,
        postcode: next.postcode,
        city: next.city,
        countryId: next.country_id,
        phone: next.phone,
        isDefaultBilling: next.is_default_billing,
        isDefaultShipping: next.is_default_shipping,
        updatedAt: new Date(),
      })
      .where(own)
    if (next.is_default_billing || next.is_default_shipping) {
      await tx
        .update(addresses)
        .set({
          ...(next.is_default_billing ? { isDefaultBilling: false } : {}),
          ...(next.is_default_shipping ? { isDefaultShipping: false } : {}),
        })
        .where(and(eq(addresses.customerId, customerId), ne(addresses.id, addressId)))
    }
    await audit(tx, {
      staffId: actor.id,
      action: 'customer.address_update',
      objectType: 'customer',
      objectId: customerId,
      before: { address: addressId, ...Object.fromEntries(changed.map((f) => [f, before[f]])) },
      after: { address: addressId, ...Object.fromEntries(changed.map((f) => [f, next[f]])) },
    })
  })
  return changed
}
