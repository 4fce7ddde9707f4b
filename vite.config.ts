import { readFileSync } from 'node:fs';
import path from 'node:path';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { precompressDirectory } from './scripts/precompress.ts';

/** What Rolldown's chunking can ask of its module graph. */
interface ModuleGraph {
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
}

// Decision 043: every module the app's chunk (src/web/app/app.tsx) imports statically goes into that
// one chunk: it is loaded before any signed-in screen, so the dozens of small shared chunks Rolldown
// would cut from it (each a request and a gzip stream of its own) only added weight. Modules the
// sign-in page's own lazy imports reach (the update prompt, the translation runtime) stay out, so
// loading those on the sign-in page never runs the app's chunk.
const TRANSLATION_RUNTIME =
  /\/src\/web\/lib\/i18n\/(?:i18n|shown-language)\.ts$|\/node_modules\/(?:i18next|react-i18next|html-parse-stringify|void-elements)\//;
const APP_CHUNK_ROOT = path.resolve('src/web/app/app.tsx');
const SIGN_IN_PAGE_LAZY_ROOTS = [
  path.resolve('src/web/components/update-prompt.tsx'),
  path.resolve('src/web/lib/i18n/i18n.ts'),
];
let appChunkModules: Set<string> | null = null;

/** The modules `roots` reach; `next` names a module's successors (by default its static imports). */
function staticClosure(
  roots: string[],
  graph: ModuleGraph,
  next: (id: string) => readonly string[] = (id) => graph.getModuleInfo(id)?.importedIds ?? [],
): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...next(id));
  }
  return found;
}

function appChunkName(id: string, graph: ModuleGraph): string | null {
  if (!appChunkModules) {
    const outside = staticClosure(SIGN_IN_PAGE_LAZY_ROOTS, graph);
    appChunkModules = new Set(
      [...staticClosure([APP_CHUNK_ROOT], graph)].filter((module) => !outside.has(module)),
    );
  }
  return appChunkModules.has(id) ? 'app' : null;
}

// Decision 043, fourth pass: what the signed-in layout and the dashboard's route import, and what
// two role dashboards share, is one 'shell' chunk (the layout is loaded before every signed-in
// screen, so its dozens of small shared chunks were only requests, gzip streams and import
// lines). Modules a page drawn without the layout reaches (signed-out screens, the standalone
// pages; signed-out-paths.ts), or the sign-in page's lazy imports, stay out, so those pages never
// load the shell. Through radix-ui's index that is every primitive: they stay small chunks.
// lucide-react's icons are followed by the names each module imports (closureByIconName, fifth
// pass): the icons the shell draws and no such page does are in the shell.
const SHELL_ROOTS = ['app/layouts/app-layout.tsx', 'app/routes/dashboard.tsx'].map((file) =>
  path.resolve('src/web', file),
);
const ROLE_DASHBOARDS = ['admin', 'manager', 'technician'].map((role) =>
  path.resolve(`src/web/features/dashboard/components/${role}-dashboard.tsx`),
);
const WITHOUT_LAYOUT_ROOTS = [
  'technician-signup',
  'forgot-password',
  'reset-password',
  'unsubscribe',
  'report-label',
  'vendor-portal',
].map((screen) => path.resolve(`src/web/app/routes/${screen}.tsx`));
let shellModules: Set<string> | null = null;

// lucide-react's index re-exports every icon (2,092 of them): a closure through it reaches all of
// them, so an icon the shell draws looked as used by the signed-out pages as any other, and each
// stayed a chunk of its own (two dozen on /dashboard, each a request, a preload link and a module
// record). The shell's closure below steps over the index and takes the icons each module names.
const LUCIDE_INDEX = path.resolve('node_modules/lucide-react/dist/esm/lucide-react.mjs');
let lucideIconModules: Map<string, string> | null = null;

/** Each icon's exported names ('BellRing', 'BellRingIcon', 'LucideBellRing') and its module. */
function lucideIcons(): Map<string, string> {
  if (!lucideIconModules) {
    lucideIconModules = new Map();
    const index = readFileSync(LUCIDE_INDEX, 'utf8');
    for (const [, names = '', file = ''] of index.matchAll(
      /export \{([^}]*)\} from '\.\/icons\/([^']+)'/g,
    )) {
      const module = path.resolve(path.dirname(LUCIDE_INDEX), 'icons', file);
      for (const name of names.matchAll(/default as (\w+)/g)) {
        lucideIconModules.set(name[1] ?? '', module);
      }
    }
  }
  return lucideIconModules;
}

/** The icon modules a source file of ours imports by name from lucide-react. */
function iconsNamedBy(id: string): string[] {
  if (id.includes('/node_modules/') || !/\.tsx?$/.test(id)) return [];
  const icons = lucideIcons();
  const found: string[] = [];
  for (const [, names = ''] of readFileSync(id, 'utf8').matchAll(
    /import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g,
  )) {
    for (const name of names.split(',')) {
      const module = icons.get(name.trim().split(/\s+as\s+/)[0] ?? '');
      if (module) found.push(module);
    }
  }
  return found;
}

/** staticClosure, with lucide-react's index replaced by the icons each module names. */
function closureByIconName(roots: string[], graph: ModuleGraph): Set<string> {
  return staticClosure(roots, graph, (id) =>
    id === LUCIDE_INDEX
      ? []
      : [...(graph.getModuleInfo(id)?.importedIds ?? []), ...iconsNamedBy(id)],
  );
}

function shellChunkName(id: string, graph: ModuleGraph): string | null {
  if (!shellModules) {
    const outside = closureByIconName([...WITHOUT_LAYOUT_ROOTS, ...SIGN_IN_PAGE_LAZY_ROOTS], graph);
    // What two role dashboards share; a module only one role uses stays in that role's chunk.
    const roleUses = new Map<string, number>();
    for (const root of ROLE_DASHBOARDS) {
      for (const module of closureByIconName([root], graph)) {
        roleUses.set(module, (roleUses.get(module) ?? 0) + 1);
      }
    }
    const shared = [...roleUses].filter(([, uses]) => uses >= 2).map(([module]) => module);
    // The lazily loaded modules themselves keep their own chunks (Rolldown left a dynamic
    // import's export out of the group's chunk when the imported module was in it).
    const ownChunks = new Set([...SHELL_ROOTS, ...ROLE_DASHBOARDS]);
    shellModules = new Set(
      [...closureByIconName(SHELL_ROOTS, graph), ...shared].filter(
        (module) => !outside.has(module) && !ownChunks.has(module),
      ),
    );
  }
  return shellModules.has(id) ? 'shell' : null;
}

// Decision 036 §1: the light theme's background (styles.css :root) is the manifest's colour; the
// dark one sits in index.html's media-scoped theme-color.
const LIGHT_BACKGROUND = '#ffffff';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    // A new build reads the module graph afresh (appChunkName).
    {
      name: 'fixflow-app-chunk-reset',
      buildStart() {
        appChunkModules = null;
        shellModules = null;
        lucideIconModules = null;
      },
    },
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
    // Decision 052: the built files compressed beside themselves, last, after the PWA plugin has
    // written the service worker and its Workbox runtime (its closeBundle is sequential too).
    ((): Plugin => {
      let outDir = '';
      return {
        name: 'fixflow-precompress',
        apply: 'build',
        configResolved(config) {
          outDir = path.resolve(config.root, config.build.outDir);
        },
        closeBundle: {
          order: 'post',
          sequential: true,
          async handler() {
            await precompressDirectory(outDir);
          },
        },
      };
    })(),
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
          groups: [
            { name: 'start', tags: ['$initial'], priority: 3 },
            // The translation runtime, which the sign-in page loads after its first paint.
            { name: 'i18n', test: TRANSLATION_RUNTIME, priority: 2 },
            { name: appChunkName, debugName: 'app', priority: 1 },
            // Only the modules shellChunkName names: pulling their imports in would bring the
            // signed-out pages' shared modules (and with them the shell) to those pages.
            {
              name: shellChunkName,
              debugName: 'shell',
              priority: 0,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
