import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 040: an export that no other file names is dead code or a name that should stay private.
// A textual check (word boundaries), fast and without a package: every `export` in src/ must be
// named by some other file in src/, tests/, bench/ or scripts/.

const root = join(import.meta.dirname, '..', '..');
const scannedFolders = ['src', 'tests', 'bench', 'scripts'];

/**
 * Real entry points: exports loaded by a path string or by a tool, not by an import. Each entry is
 * `path` (every export of the file) or `path#name`.
 */
const allowlist = new Set<string>([
  // The server's process entry, started by path (scripts/server-build.ts bundles it).
  'src/server/main.ts',
  // drizzle-kit reads every table the schema exports, by path (drizzle.config.ts): a table that is
  // not exported would be dropped by the next generated migration.
  'src/server/db/schema.ts',
  // The shadcn/ui primitives are kept whole, as upstream ships them, so that they can be updated.
  'src/web/components/ui/',
  // The composition root's own files (decision 041; the lead's): the module manifests' vocabulary,
  // and two names kept for what is being composed there.
  'src/server/modules/module-manifest.ts',
  'src/server/app.ts#BODY_LIMIT_BYTES',
  'src/server/module-composer.ts#ComposedModules',
]);

function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx|mts|js|mjs)$/.test(entry.name)) found.push(path);
    }
  };
  walk(join(root, folder));
  return found;
}

const declaration =
  /^export\s+(?:declare\s+)?(?:async\s+)?(?:abstract\s+)?(?:const|let|var|function\*?|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/gm;
const exportList = /^export\s+(?:type\s+)?\{([^}]*)\}(?!\s*from)/gm;

function exportedNames(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(declaration)) names.push(match[1]!);
  for (const match of text.matchAll(exportList)) {
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.push(name);
    }
  }
  return names;
}

describe('exports', () => {
  it('are each used by some other file (or listed as an entry point)', () => {
    const files = scannedFolders.flatMap(sourceFiles).map((path) => ({
      path: relative(root, path).split('\\').join('/'),
      text: readFileSync(path, 'utf8'),
    }));
    const words = new Map<string, Set<string>>();
    for (const file of files) {
      for (const word of new Set(file.text.match(/[A-Za-z_$][\w$]*/g) ?? [])) {
        let paths = words.get(word);
        if (!paths) words.set(word, (paths = new Set()));
        paths.add(file.path);
      }
    }
    const unused: string[] = [];
    for (const file of files) {
      if (!file.path.startsWith('src/') || /\.test\.tsx?$/.test(file.path)) continue;
      if (allowlist.has(file.path) || allowlist.has(file.path.replace(/[^/]+$/, ''))) continue;
      for (const name of exportedNames(file.text)) {
        if (allowlist.has(`${file.path}#${name}`)) continue;
        const users = words.get(name) ?? new Set();
        if ([...users].some((path) => path !== file.path)) continue;
        unused.push(`${file.path}#${name}`);
      }
    }
    expect(unused).toEqual([]);
  });
});
