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
  build: { assetsInlineLimit: 0 },
})
