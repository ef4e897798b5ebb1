import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import { compression } from 'vite-plugin-compression2'

// Small modules most pages share: lib, layout and UI parts, money, dates, consent, icons.
const sharedHelper =
  /[\\/]app[\\/](lib|components[\\/](layout|ui))[\\/]|[\\/]core[\\/](i18n[\\/][a-z-]+\.ts|money|consent|http|seo|dates)[\\/]|[\\/]node_modules[\\/]lucide-react[\\/]/
// What loads when opened (decision 0034): a dialog or the toast stack in 'common' would load
// with every page, and Radix's dialog with it (a group takes its modules' imports along).
const onDemand = /(Dialog|ToastStack)[\w-]*\.tsx$/

// bench/first-load.ts tells the shop's own code from its libraries' (decision 0062): for each
// client chunk, how many of its bytes come from node_modules and how many from app/ and core/.
function chunkOrigins(): Plugin {
  return {
    name: 'shop:chunk-origins',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options, bundle) {
      const origins: Record<string, { own: number; libraries: number }> = {}
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        const sizes = { own: 0, libraries: 0 }
        for (const [id, module] of Object.entries(chunk.modules)) {
          // Bundler helpers (ids starting with \0: rolldown's runtime, Vite's preload helper) count
          // as libraries.
          const library = id.startsWith('\0') || /[\\/]node_modules[\\/]/.test(id)
          sizes[library ? 'libraries' : 'own'] += module.renderedLength
        }
        origins[`/${chunk.fileName}`] = sizes
      }
      const file = path.join(options.dir ?? 'build/client', '..', 'client-chunk-origins.json')
      writeFileSync(file, `${JSON.stringify(origins, null, 1)}\n`)
    },
  }
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    chunkOrigins(),
    // Static assets leave the build as brotli and gzip files beside the originals; the static
    // handler sends those (preCompressed) instead of compressing on every request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/i,
      threshold: 1024,
      skipIfLargerOrEqual: true,
    }),
  ],
  // PERF-3, decision 0062: the few lines of react-i18next the shop uses, on both sides.
  resolve: { alias: { 'react-i18next': path.resolve('app/lib/react-i18n-lite.tsx') } },
  server: { hmr: true },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      // PERF-2: fewer, larger chunks. The framework (React, React Router) is one file
      // every page loads; the small helpers that most pages share (lib, layout and UI parts,
      // money, dates, icons) join one 'common' file instead of some 30 files of a few hundred
      // bytes, each a request of its own. Dialog code stays apart: it loads when opened
      // (tests/e2e/first-load.spec.ts).
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|i18next|react-i18next|turbo-stream|cookie|set-cookie-parser)[\\/]/,
              priority: 30,
            },
            {
              name: 'common',
              test: (id: string) => sharedHelper.test(id) && !onDemand.test(id),
              maxModuleSize: 3000,
              minShareCount: 3,
              priority: 10,
            },
          ],
        },
      },
    },
  },
})
