import fastifyMiddie from '@fastify/middie'
import { createServer } from 'vite'
import type { Database } from '#server/db/client.ts'
import { testApp } from './app.ts'

/**
 * The whole app with its storefront, as `npm run dev` serves it: the pages are rendered through
 * Vite's dev server (tests have no client build), answering through app.inject(). The guest page
 * cache is off under Vite, so every page request runs its loaders.
 */
export async function testStorefront(database: Database) {
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'silent',
  })
  const app = await testApp(database, {}, { vite })
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
