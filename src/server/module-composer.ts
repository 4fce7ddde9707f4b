import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { AnyModuleManifest, ModuleContext } from './modules/module-manifest.ts';
import type { ServiceName, Services } from './modules/services.ts';

// Composes module manifests (decision 041): who provides each service, the order to create them
// in, and the wiring each manifest declares. A module that needs what nothing provides, two
// providers of one name, or a cycle stop the start with the modules named.

export class ModuleGraphError extends Error {
  override name = 'ModuleGraphError';
}

/** Which manifest provides each service name. */
function providers(manifests: readonly AnyModuleManifest[]): Map<ServiceName, AnyModuleManifest> {
  const byService = new Map<ServiceName, AnyModuleManifest>();
  for (const manifest of manifests) {
    for (const service of manifest.provides) {
      const other = byService.get(service);
      if (other) {
        throw new ModuleGraphError(
          `Service "${service}" is provided by both ${other.name} and ${manifest.name}`,
        );
      }
      byService.set(service, manifest);
    }
  }
  return byService;
}

/** The modules each module needs (its arrows), by name. */
export function moduleArrows(manifests: readonly AnyModuleManifest[]): Map<string, string[]> {
  const byService = providers(manifests);
  const arrows = new Map<string, string[]>();
  for (const manifest of manifests) {
    const targets = new Set<string>();
    for (const service of manifest.needs) {
      const provider = byService.get(service);
      if (!provider) {
        throw new ModuleGraphError(
          `Module ${manifest.name} needs "${service}", which no module provides`,
        );
      }
      if (provider !== manifest) targets.add(provider.name);
    }
    arrows.set(manifest.name, [...targets]);
  }
  return arrows;
}

/**
 * The manifests in creation order (each after every module it needs). With `only`, just those
 * modules and what they need, transitively: a test builds the slice it exercises.
 */
export function orderModules(
  manifests: readonly AnyModuleManifest[],
  only?: readonly string[],
): AnyModuleManifest[] {
  const byName = new Map(manifests.map((manifest) => [manifest.name, manifest]));
  const arrows = moduleArrows(manifests);
  const ordered: AnyModuleManifest[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  function visit(name: string, path: string[]): void {
    const seen = state.get(name);
    if (seen === 'done') return;
    if (seen === 'visiting') {
      const cycle = [...path.slice(path.indexOf(name)), name];
      throw new ModuleGraphError(`Module cycle: ${cycle.join(' → ')}`);
    }
    const manifest = byName.get(name);
    if (!manifest) throw new ModuleGraphError(`Unknown module ${name}`);
    state.set(name, 'visiting');
    for (const target of arrows.get(name) ?? []) visit(target, [...path, name]);
    state.set(name, 'done');
    ordered.push(manifest);
  }
  for (const name of only ?? manifests.map((manifest) => manifest.name)) visit(name, []);
  return ordered;
}

export interface ComposedModules {
  /** The created modules, in creation order. */
  modules: AnyModuleManifest[];
  services: Partial<Services>;
}

/** Creates each module's services in order, then wires what the manifests declare. */
export function composeModules(
  ctx: ModuleContext,
  manifests: readonly AnyModuleManifest[],
  only?: readonly string[],
): ComposedModules {
  const modules = orderModules(manifests, only);
  const services: Partial<Services> = {};
  for (const manifest of modules) {
    const needs = Object.fromEntries(
      manifest.needs.map((name) => [name, services[name]]),
    ) as Partial<Services>;
    const created = manifest.create(ctx, needs);
    for (const name of manifest.provides) {
      if (!(name in created)) {
        throw new ModuleGraphError(`Module ${manifest.name} did not create "${name}"`);
      }
    }
    Object.assign(services, created);
  }
  for (const manifest of modules) {
    for (const listener of manifest.activityListeners?.(services, ctx) ?? []) {
      services.activity?.onRecorded(listener);
    }
    for (const check of manifest.checks?.(services, ctx) ?? []) {
      ctx.scheduler.register(check.name, check.everyMs ?? ctx.checkEveryMs, check.run);
    }
    for (const job of manifest.jobs?.(services, ctx) ?? []) {
      ctx.jobs.register(job.name, job.handler, job.options);
    }
    for (const keys of manifest.storedFileKeys?.(services) ?? []) {
      services.files?.keepReferenced(keys);
    }
    manifest.start?.(services, ctx);
  }
  return { modules, services };
}

/** Every route plugin of the created modules, in manifest order. */
export function moduleRoutes(
  manifests: readonly AnyModuleManifest[],
  composed: ComposedModules,
  ctx: ModuleContext,
): FastifyPluginAsyncZod[] {
  const created = new Set(composed.modules);
  return manifests
    .filter((manifest) => created.has(manifest))
    .flatMap((manifest) => manifest.routes?.(composed.services, ctx) ?? []);
}
