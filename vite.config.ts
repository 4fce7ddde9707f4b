import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// Decision 036 §1: the light theme's background (styles.css :root) is the manifest's colour; the
// dark one sits in index.html's media-scoped theme-color.
const LIGHT_BACKGROUND = '#ffffff';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    // Decision 036 §1: an installable shell. The worker precaches the built app, answers every
    // navigation with index.html except the server's own paths, and waits for the user to press
    // 'Reload' (registerType 'prompt', no skipWaiting) before a new deploy takes over.
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      // update-prompt.tsx registers the worker through virtual:pwa-register/react.
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'FixFlow',
        short_name: 'FixFlow',
        description: 'Maintenance tickets, scheduling and time clock for restaurant chains',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: LIGHT_BACKGROUND,
        background_color: LIGHT_BACKGROUND,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      // The glob below already takes the icons; the plugin adds manifest.webmanifest itself.
      includeManifestIcons: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        // Everything under /api is the server's (JSON, CSV downloads, the OpenAPI page at
        // /api/docs); the server reads the path case-insensitively, so the worker does too.
        navigateFallbackDenylist: [/^\/api(?:\/|$)/i],
        cleanupOutdatedCaches: true,
        skipWaiting: false,
        clientsClaim: false,
        runtimeCaching: [
          {
            // Photos of tickets the technician opened, kept for offline reading (decision 036 §1).
            // The app's data itself is persisted by TanStack Query, not here.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && /^\/api\/tickets\/[^/]+\/photos\/[^/]+$/.test(url.pathname),
            method: 'GET',
            handler: 'CacheFirst',
            options: {
              cacheName: 'ticket-photos',
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // The benchmark reads which chunks each route needs from the manifest.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Decision 043: what the entry imports statically (React, the sign-in form, the i18n
          // start-up) is one file: one request and one gzip stream instead of a dozen small chunks
          // (4 KB less on /login, 10 KB less on /dashboard). Screens stay their own chunks.
          groups: [{ name: 'start', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
