import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import fastifyMiddie from '@fastify/middie'
import { createServer } from 'vite'
import type { Database } from '#server/db/client.ts'
import { testApp } from './app.ts'

const root = path.resolve(import.meta.dirname, '../..')
const serverBuild = path.join(root, 'build/server/index.js')
/** What the storefront build is made of: a change to any of these makes the build stale. */
const buildSources = [
  'app',
  'core',
  'server',
  'vite.config.ts',
  'react-router.config.ts',
  'package-lock.json',
]

function newestChange(entry: string): number {
  const stat = statSync(entry, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const name of readdirSync(entry)) {
    newest = Math.max(newest, newestChange(path.join(entry, name)))
  }
  return newest
}

/**
 * The built storefront (`npm run build`) when it is newer than its sources, as `npm test` makes
 * it before these tests; else Vite's dev server, which transforms the app anew for every file
 * (~10 s each). STOREFRONT=vite or STOREFRONT=built chooses (decision 0041).
 */
function useBuild(): boolean {
  if (process.env.STOREFRONT === 'vite') return false
  if (!existsSync(serverBuild)) {
    if (process.env.STOREFRONT === 'built') throw new Error('STOREFRONT=built: run npm run build')
    return false
  }
  if (process.env.STOREFRONT === 'built') return true
  const built = statSync(serverBuild).mtimeMs
  return buildSources.every((source) => newestChange(path.join(root, source)) < built)
}

let built: boolean | undefined

/**
 * The whole app with its storefront, answering through app.inject(): the production build, or
 * the pages rendered through Vite's dev server as `npm run dev` serves them. The guest page
 * cache is off either way, so every page request runs its loaders.
 */
export async function testStorefront(database: Database) {
  built ??= useBuild()
  if (built) {
    const app = await testApp(database, {}, { storefront: 'built' })
    return { app, close: () => app.close() }
  }
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'silent',
  })
  const app = await testApp(database, {}, { storefront: { vite } })
  await app.register(fastifyMiddie)
  app.use(vite.middlewares)
  return {
    app,
    async close() {
      await app.close()
      await vite.close()
    },
  }
}
