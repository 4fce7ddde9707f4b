import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { composeModules, ModuleGraphError, moduleArrows, orderModules } from './module-composer.ts';
import { ALL_MODULES } from './modules/all-modules.ts';
import type { AnyModuleManifest, ModuleContext } from './modules/module-manifest.ts';
import { MODULE_LAYERS } from './modules/module-manifest.ts';

// Decision 041: the module graph as the manifests declare it. Printed on every run so a reviewer
// sees the shape; an arrow from a module to one in a higher layer fails.

const root = path.resolve(import.meta.dirname, '../..');
const layerOf = (name: string) => {
  const manifest = ALL_MODULES.find((candidate) => candidate.name === name);
  return MODULE_LAYERS.indexOf(manifest?.layer ?? 'foundation');
};

function manifest(name: string, needs: string[], provides: string[]): AnyModuleManifest {
  return {
    name,
    layer: 'foundation',
    needs: needs as AnyModuleManifest['needs'],
    provides: provides as AnyModuleManifest['provides'],
    create: () => Object.fromEntries(provides.map((service) => [service, { name: service }])),
    testTier: 'one-database',
  };
}

describe('the module graph', () => {
  const arrows = moduleArrows(ALL_MODULES);

  it('is printed layer by layer, and no arrow points back up', () => {
    const lines = MODULE_LAYERS.flatMap((layer) =>
      ALL_MODULES.filter((module) => module.layer === layer).map(
        (module) =>
          `${layer.padEnd(10)} ${module.name.padEnd(22)} → ${(arrows.get(module.name) ?? []).join(', ') || '(nothing)'}`,
      ),
    );
    console.log(`Module graph (decision 041):\n${lines.join('\n')}`);
    const upward = [...arrows].flatMap(([from, targets]) =>
      targets
        .filter((to) => layerOf(to) > layerOf(from))
        .map(
          (to) => `${from} (${String(ALL_MODULES.find((m) => m.name === from)?.layer)}) → ${to}`,
        ),
    );
    expect(upward).toEqual([]);
  });

  it('has no cycle: every module can be created after what it needs', () => {
    const order = orderModules(ALL_MODULES).map((module) => module.name);
    expect(new Set(order).size).toBe(ALL_MODULES.length);
    for (const [from, targets] of arrows) {
      for (const to of targets) expect(order.indexOf(to)).toBeLessThan(order.indexOf(from));
    }
  });

  it('has a manifest for every module folder, and nothing else', () => {
    const folders = readdirSync(path.join(root, 'src/server/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(ALL_MODULES.map((module) => module.name).sort()).toEqual(folders);
    for (const module of ALL_MODULES) {
      expect(
        existsSync(path.join(root, `src/server/modules/${module.name}/${module.name}.module.ts`)),
        module.name,
      ).toBe(true);
    }
  });

  it('names permission policies that exist', () => {
    const missing = ALL_MODULES.filter(
      (module) => module.policy !== undefined && !existsSync(path.join(root, module.policy)),
    ).map((module) => `${module.name}: ${String(module.policy)}`);
    expect(missing).toEqual([]);
  });

  it("declares each module's test tier as vitest.config.ts runs it", () => {
    const config = readFileSync(path.join(root, 'vitest.config.ts'), 'utf8');
    const start = config.indexOf('const crossDatabaseTests');
    const list = config.slice(start, config.indexOf('];', start));
    for (const module of ALL_MODULES) {
      const inList = list.includes(`'src/server/modules/${module.name}/`);
      expect(inList ? 'cross-database' : 'one-database', module.name).toBe(module.testTier);
    }
  });

  it('builds only the modules a slice needs', () => {
    const slice = orderModules(ALL_MODULES, ['categories']).map((module) => module.name);
    expect(slice).toEqual(['categories']);
    const tickets = orderModules(ALL_MODULES, ['tickets']).map((module) => module.name);
    // Users need the language new users start in (decision 044), from the settings module.
    expect(tickets).toEqual(['activity', 'settings', 'users', 'tickets']);
  });
});

describe('the composer', () => {
  it('refuses a cycle at start, naming its modules', () => {
    const modules = [
      manifest('alpha', ['b'], ['a']),
      manifest('beta', ['c'], ['b']),
      manifest('gamma', ['a'], ['c']),
    ];
    expect(() => orderModules(modules)).toThrow(
      new ModuleGraphError('Module cycle: alpha → beta → gamma → alpha'),
    );
  });

  it('refuses a need nothing provides, and two providers of one service', () => {
    expect(() => orderModules([manifest('alpha', ['missing'], ['a'])])).toThrow(
      'Module alpha needs "missing", which no module provides',
    );
    expect(() => orderModules([manifest('alpha', [], ['a']), manifest('beta', [], ['a'])])).toThrow(
      'Service "a" is provided by both alpha and beta',
    );
  });

  it('creates each module with exactly the services it needs, in dependency order', () => {
    const seen: Record<string, string[]> = {};
    const record = (name: string, needs: string[], provides: string[]): AnyModuleManifest => ({
      ...manifest(name, needs, provides),
      create: (_ctx, given) => {
        seen[name] = Object.keys(given);
        return Object.fromEntries(provides.map((service) => [service, { name: service }]));
      },
    });
    const composed = composeModules({ checkEveryMs: 1 } as ModuleContext, [
      record('top', ['a', 'b'], ['c']),
      record('middle', ['a'], ['b']),
      record('bottom', [], ['a']),
    ]);
    expect(composed.modules.map((module) => module.name)).toEqual(['bottom', 'middle', 'top']);
    expect(seen).toEqual({ bottom: [], middle: ['a'], top: ['a', 'b'] });
  });
});
