import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'

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
      // bytes, each a request of its own. Dialog code stays apart: it loads when opened.
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
              test: /[\\/]app[\\/](lib|components[\\/](layout|ui))[\\/]|[\\/]core[\\/](i18n[\\/][a-z-]+\.ts|money|consent|http|seo|dates)[\\/]|[\\/]node_modules[\\/]lucide-react[\\/]/,
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
