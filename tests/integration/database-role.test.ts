import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '#server/db/client.ts'
import { prepareDatabase } from '#server/db/prepare.ts'
import { refreshSearchWords } from '#server/modules/catalog/product-search.ts'
import { testDatabases } from './databases.ts'

// STAFF-6, README "Database roles": the shop runs on PostgreSQL as a role that is no superuser
// and owns nothing, with the rights docs/postgres-app-role.sql gives it. It starts (nothing to
// migrate), works, and cannot empty or change the audit log, not even by a way round its triggers.

const kind = (await testDatabases()).find((database) => database.name === 'postgres')
const suffix = randomBytes(4).toString('hex')
const owner = `shop_owner_${suffix}`
const appRole = `shop_app_${suffix}`

describe.skipIf(!kind)('the shop as a role without rights to change tables', () => {
  let database: Database & { drop(): Promise<void>; url?: string }
  let admin: postgres.Sql
  let asApp: Database
  let app: postgres.Sql

  const urlAs = (role: string) => {
    const url = new URL(database.url!)
    url.username = role
    url.password = 'probe-only'
    return url.toString()
  }

  /** The test's own PostgreSQL user may create roles (CI's and a developer's may not). */
  let mayCreateRoles = false

  beforeAll(async () => {
    database = await kind!.create()
    admin = postgres(database.url!, { max: 1, onnotice: () => {} })
    const [me] = await admin`select rolsuper or rolcreaterole as may from pg_roles
      where rolname = current_user`
    mayCreateRoles = me?.may === true
    if (!mayCreateRoles) return
    // The test database's tables belong to the test's user: they go to a fresh owner role, as
    // they would belong to shop_owner in production, then the file under test runs as that owner.
    await admin.unsafe(`CREATE ROLE ${owner} LOGIN PASSWORD 'probe-only' NOSUPERUSER`)
    await admin.unsafe(`CREATE ROLE ${appRole} LOGIN PASSWORD 'probe-only' NOSUPERUSER`)
    const name = new URL(database.url!).pathname.slice(1)
    await admin.unsafe(`ALTER DATABASE ${name} OWNER TO ${owner}`)
    await admin.unsafe(`ALTER SCHEMA drizzle OWNER TO ${owner}`)
    await admin.unsafe(`DO $$ DECLARE t record; BEGIN
      FOR t IN SELECT schemaname, tablename FROM pg_tables
        WHERE schemaname IN ('public', 'drizzle') LOOP
        EXECUTE format('ALTER TABLE %I.%I OWNER TO ${owner}', t.schemaname, t.tablename);
      END LOOP;
    END $$`)
    await admin.unsafe(`DO $$ DECLARE q record; BEGIN
      FOR q IN SELECT sequencename FROM pg_sequences WHERE schemaname = 'public' LOOP
        BEGIN
          EXECUTE format('ALTER SEQUENCE public.%I OWNER TO ${owner}', q.sequencename);
        EXCEPTION WHEN feature_not_supported THEN NULL; -- a column's own: moved with its table
        END;
      END LOOP;
    END $$`)
    await admin.unsafe(`ALTER MATERIALIZED VIEW search_words OWNER TO ${owner}`)
    await admin.unsafe(`ALTER FUNCTION refresh_search_words() OWNER TO ${owner}`)
    const asOwner = postgres(urlAs(owner), { max: 1, onnotice: () => {} })
    const grants = readFileSync(
      new URL('../../docs/postgres-app-role.sql', import.meta.url),
      'utf8',
    )
      .replaceAll('shop_owner', owner)
      .replaceAll('shop_app', appRole)
    await asOwner.unsafe(grants)
    await asOwner.end()
    asApp = await openDatabase({ url: urlAs(appRole), dataDir: '', poolSize: 2 })
    app = postgres(urlAs(appRole), { max: 1, onnotice: () => {} })
  })
  afterAll(async () => {
    await app?.end()
    await asApp?.close()
    await admin?.end()
    await database?.drop()
    if (!mayCreateRoles) return
    // Roles belong to the server, not to the dropped database.
    const server = new URL(database.url!)
    server.pathname = '/postgres'
    const cleanup = postgres(server.toString(), { max: 1, onnotice: () => {} })
    await cleanup.unsafe(`DROP ROLE IF EXISTS ${appRole}`)
    await cleanup.unsafe(`DROP ROLE IF EXISTS ${owner}`)
    await cleanup.end()
  })

  it('starts without changing the schema when no migration is pending', async (context) => {
    if (!mayCreateRoles) context.skip()
    await expect(prepareDatabase(asApp)).resolves.toBeUndefined()
  })

  it('reads and writes rows, and adds to the audit log', async (context) => {
    if (!mayCreateRoles) context.skip()
    const [row] = await app`insert into audit_log (action, object_type, object_id)
      values ('role.test', 'test', '1') returning id`
    expect(Number(row!.id)).toBeGreaterThan(0)
    const [setting] = await app`select count(*)::int as n from settings`
    expect(setting!.n).toBeGreaterThan(0)
    // The product editor refreshes the search's word list (CAT-8) through the owner's function.
    await expect(refreshSearchWords(asApp.db)).resolves.toBeUndefined()
  })

  it('cannot change, empty or get round the audit log', async (context) => {
    if (!mayCreateRoles) context.skip()
    for (const statement of [
      `update audit_log set action = 'forged'`,
      `delete from audit_log`,
      `truncate audit_log`,
      `alter table audit_log disable trigger audit_log_no_change`,
      `drop trigger audit_log_no_truncate on audit_log`,
      `set session_replication_role = replica`,
    ]) {
      await expect(app.unsafe(statement), statement).rejects.toThrow(
        /permission denied|must be owner/,
      )
    }
    const [forged] = await admin`select count(*)::int as n from audit_log where action = 'forged'`
    expect(forged!.n).toBe(0)
  })
})
