import { randomBytes } from 'node:crypto'
import { and, count, eq, isNull, sql } from 'drizzle-orm'
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib'
import QRCode from 'qrcode'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { Db } from '#server/db/client.ts'
import { auditLog, staff, staffSessions } from '#server/db/schema/index.ts'
import { needsSecondFactor, STAFF_ROLES, type StaffRole } from '#core/staff/roles.ts'
import {
  dummyPasswordHash,
  hashPassword,
  hashToken,
  newToken,
  verifyPassword,
} from '#server/modules/customers/secrets.ts'
import { AppError } from '#core/errors/errors.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'

// Staff accounts, their sessions and the second factor (decision 0019, STAFF-1..STAFF-5).

/** STAFF-2: a staff session ends after 8 hours without a request. */
export const STAFF_IDLE_MS = 8 * 60 * 60 * 1000
/** How often a session's last request is written (not on every request). */
const TOUCH_MS = 60 * 1000
/** A code of the step before or after the current one still counts (clock drift, typing time). */
const TOTP_TOLERANCE_SECONDS = 30

/**
 * What a staff session may do (STAFF-3): everything its role allows (`full`), only give the
 * second factor (`second-factor`), or only set the second factor up (`setup`, an owner without
 * one).
 */
export type StaffAccess = 'full' | 'second-factor' | 'setup'

export interface StaffSession {
  id: number
  member: StaffMember
  access: StaffAccess
}

export interface StaffDeps {
  db: Db
  /** The shop's name, shown in the authenticator app beside the account. */
  issuer: () => Promise<string>
  now?: () => Date
}

const toMember = (row: typeof staff.$inferSelect): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  locale: row.locale,
  totpEnabled: row.totpEnabledAt !== null,
})

/** STAFF-3: an owner must have a second factor; others use one once they have set it up. */
export function accessOf(member: StaffMember, secondFactorGiven: boolean): StaffAccess {
  if (member.totpEnabled) return secondFactorGiven ? 'full' : 'second-factor'
  return needsSecondFactor(member.role) ? 'setup' : 'full'
}

/** A password the shop makes (the first owner, `npm run admin:create`): 20 characters. */
export function randomPassword(): string {
  return randomBytes(15).toString('base64url')
}

export function createStaffService({ db, issuer, now = () => new Date() }: StaffDeps) {
  async function audit(
    executor: Pick<Db, 'insert'>,
    entry: {
      staffId: number | null
      action: string
      objectType: string
      objectId: string | number
      before?: unknown
      after?: unknown
    },
  ) {
    await executor.insert(auditLog).values({
      staffId: entry.staffId,
      action: entry.action,
      objectType: entry.objectType,
      objectId: String(entry.objectId),
      before: entry.before ?? null,
      after: entry.after ?? null,
    })
  }

  async function memberRow(id: number) {
    const [row] = await db.select().from(staff).where(eq(staff.id, id))
    return row
  }

  return {
    audit,

    /** How many staff accounts exist (the first start creates the owner when there are none). */
    async count(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(staff)
      return row?.total ?? 0
    },

    /**
     * Adds a staff member (STAFF-1) with the password given or a random one, which is answered
     * once and stored only as its Argon2id hash. An e-mail that is taken (any case) is a 409.
     */
    async create(
      input: { email: string; name: string; role: StaffRole; password?: string },
      actorId: number | null,
    ): Promise<{ member: StaffMember; password: string }> {
      if (!STAFF_ROLES.includes(input.role)) {
        throw new AppError('invalid', `Unknown role: ${input.role}`, { role: ['unknown role'] })
      }
      const password = input.password ?? randomPassword()
      const passwordHash = await hashPassword(password)
      const email = input.email.trim()
      const member = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(staff)
          .values({ email, name: input.name.trim(), role: input.role, passwordHash })
          .onConflictDoNothing()
          .returning()
        if (!row) throw new AppError('conflict', `A staff member with ${email} exists already.`)
        await audit(tx, {
          staffId: actorId,
          action: 'staff.create',
          objectType: 'staff',
          objectId: row.id,
          after: { email: row.email, name: row.name, role: row.role },
        })
        return toMember(row)
      })
      return { member, password }
    },

    /**
     * The first start (STAFF-4): when no staff account exists, one owner with a random password.
     * Answers the new account and its password, or null when there was one already.
     */
    async createFirstOwner(
      email: string,
    ): Promise<{ member: StaffMember; password: string } | null> {
      const [row] = await db.select({ total: count() }).from(staff)
      if ((row?.total ?? 0) > 0) return null
      try {
        return await this.create({ email, name: 'Owner', role: 'owner' }, null)
      } catch (error) {
        // Another process created it at the same moment.
        if (error instanceof AppError && error.kind === 'conflict') return null
        throw error
      }
    },

    /**
     * A password login (STAFF-2): a new session, which still needs the second factor when the
     * member has one, or its setup when an owner has none. Null for a wrong e-mail or password,
     * or a disabled account (the same answer, the same time).
     */
    async logIn(
      email: string,
      password: string,
    ): Promise<{ token: string; session: StaffSession } | null> {
      const [row] = await db
        .select()
        .from(staff)
        .where(sql`lower(${staff.email}) = lower(${email.trim()})`)
      const valid = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), password)
      if (!row || !valid || row.disabledAt) return null
      const { token, hash } = newToken()
      const [created] = await db
        .insert(staffSessions)
        .values({ staffId: row.id, tokenHash: hash, lastSeenAt: now() })
        .returning({ id: staffSessions.id })
      await db.update(staff).set({ lastLoginAt: now() }).where(eq(staff.id, row.id))
      const member = toMember(row)
      return { token, session: { id: created!.id, member, access: accessOf(member, false) } }
    },

    /**
     * The session of a cookie's token: unknown, revoked, idle for 8 hours (STAFF-2) or of a
     * disabled account is none. A session in use is kept alive.
     */
    async session(token: string): Promise<StaffSession | null> {
      if (!token) return null
      const [found] = await db
        .select({ session: staffSessions, member: staff })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt)))
      if (!found || found.member.disabledAt) return null
      const at = now().getTime()
      const idle = at - found.session.lastSeenAt.getTime()
      if (idle > STAFF_IDLE_MS) return null
      if (idle > TOUCH_MS) {
        await db
          .update(staffSessions)
          .set({ lastSeenAt: new Date(at) })
          .where(eq(staffSessions.id, found.session.id))
      }
      const member = toMember(found.member)
      return {
        id: found.session.id,
        member,
        access: accessOf(member, found.session.secondFactorAt !== null),
      }
    },

    async logOut(token: string): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: now() })
        .where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt)))
    },

    /**
     * The second factor of a session (STAFF-3): a code of the member's authenticator, each
     * code once. A wrong code is a 422 on `code`.
     */
    async giveSecondFactor(
      session: StaffSession,
      code: string,
      locale: Locale,
    ): Promise<StaffSession> {
      const row = await memberRow(session.member.id)
      if (!row?.totpSecret || !row.totpEnabledAt) {
        throw new AppError('conflict', translate(locale, 'admin.auth.noSecondFactor'))
      }
      await checkCode(row, code, locale)
      await db
        .update(staffSessions)
        .set({ secondFactorAt: now() })
        .where(eq(staffSessions.id, session.id))
      return { ...session, access: 'full' }
    },

    /**
     * Starts setting up the authenticator (STAFF-3): a new secret, kept until a code confirms it,
     * as text and as a QR code (SVG) of its otpauth:// address.
     */
    async beginTotpSetup(
      memberId: number,
    ): Promise<{ secret: string; uri: string; qrSvg: string }> {
      const row = await memberRow(memberId)
      if (!row) throw new AppError('not_found', 'No such staff member')
      const secret = generateSecret()
      await db
        .update(staff)
        .set({ totpSecret: secret, totpEnabledAt: null })
        .where(eq(staff.id, memberId))
      const uri = generateURI({ issuer: await issuer(), label: row.email, secret })
      const qrSvg = await QRCode.toString(uri, {
        type: 'svg',
        margin: 1,
        errorCorrectionLevel: 'M',
      })
      return { secret, uri, qrSvg }
    },

    /** The setup's current secret, to show again (e.g. after a wrong code). */
    async pendingTotp(
      memberId: number,
    ): Promise<{ secret: string; uri: string; qrSvg: string } | null> {
      const row = await memberRow(memberId)
      if (!row?.totpSecret || row.totpEnabledAt) return null
      const uri = generateURI({ issuer: await issuer(), label: row.email, secret: row.totpSecret })
      const qrSvg = await QRCode.toString(uri, {
        type: 'svg',
        margin: 1,
        errorCorrectionLevel: 'M',
      })
      return { secret: row.totpSecret, uri, qrSvg }
    },

    /**
     * Confirms the setup with a code of the new secret: the second factor is on, and this
     * session counts as having given it.
     */
    async confirmTotpSetup(
      session: StaffSession,
      code: string,
      locale: Locale,
    ): Promise<StaffSession> {
      const row = await memberRow(session.member.id)
      if (!row?.totpSecret || row.totpEnabledAt) {
        throw new AppError('conflict', translate(locale, 'admin.auth.setupNotStarted'))
      }
      await checkCode(row, code, locale)
      await db.transaction(async (tx) => {
        await tx.update(staff).set({ totpEnabledAt: now() }).where(eq(staff.id, row.id))
        await tx
          .update(staffSessions)
          .set({ secondFactorAt: now() })
          .where(eq(staffSessions.id, session.id))
        await audit(tx, {
          staffId: row.id,
          action: 'staff.totp-enabled',
          objectType: 'staff',
          objectId: row.id,
        })
      })
      const member = { ...session.member, totpEnabled: true }
      return { ...session, member, access: 'full' }
    },
  }

  /** A code of the member's secret, not used before (RFC 6238 §5.2), or a 422 on `code`. */
  async function checkCode(row: typeof staff.$inferSelect, code: string, locale: Locale) {
    const wrong = () => {
      const message = translate(locale, 'admin.auth.codeWrong')
      return new AppError('invalid', message, { code: [message] })
    }
    const token = code.replace(/\s/g, '')
    if (!/^\d{6}$/.test(token) || !row.totpSecret) throw wrong()
    const result = await verifyTotp({
      secret: row.totpSecret,
      token,
      epoch: Math.floor(now().getTime() / 1000),
      epochTolerance: TOTP_TOLERANCE_SECONDS,
      ...(row.totpLastStep !== null ? { afterTimeStep: row.totpLastStep } : {}),
    })
    if (!result.valid || !('timeStep' in result)) throw wrong()
    // The step is taken in one statement: two requests with the same code cannot both pass.
    const taken = await db
      .update(staff)
      .set({ totpLastStep: result.timeStep })
      .where(
        and(eq(staff.id, row.id), sql`coalesce(${staff.totpLastStep}, -1) < ${result.timeStep}`),
      )
      .returning({ id: staff.id })
    if (taken.length === 0) throw wrong()
  }
}

export type StaffService = ReturnType<typeof createStaffService>
