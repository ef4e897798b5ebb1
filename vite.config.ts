import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'

// Small modules most pages share: lib, layout and UI parts, money, dates, consent, icons.
const sharedHelper =
  /[\\/]app[\\/](lib|components[\\/](layout|ui))[\\/]|[\\/]core[\\/](i18n[\\/][a-z-]+\.ts|money|consent|http|seo|dates)[\\/]|[\\/]node_modules[\\/]lucide-react[\\/]/
// What loads when opened (decision 0034): a dialog or the toast stack in 'common' would load
// with every page, and Radix's dialog with it (a group takes its modules' imports along).
const onDemand = /(Dialog|ToastStack)[\w-]*\.tsx$/

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    // Static assets leave the build as brotli and gzip files beside the originals; the static
    // handler sends those (preCompressed) instead of compressing on every request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/i,
      threshold: 1024,
      skipIfLargerOrEqual: true,
    }),
  ],
  server: { hmr: true },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      // PERF-2: fewer, larger chunks. The framework (React, React Router, i18next) is one file
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
