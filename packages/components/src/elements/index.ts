import type { ComponentType } from 'react';
import { AREA_ELEMENTS } from './areas';
import { define } from './define';

export type * from './types';

/**
 * Each element's React area, imported before this module finishes loading (top-level await over the
 * loaders of `areas.ts`, so every area of `AREA_TABLE` is here without a list of its own; a bundling
 * host's bundler resolves the imports at build time, the script-tag build loads them on demand).
 */
const COMPONENTS = await Promise.all(
  Object.entries(AREA_ELEMENTS).map(async ([tag, { props, load }]) => ({
    tag,
    props,
    component: await load(),
  })),
);

/**
 * Registers every dashboard element with its code already loaded, for a host that bundles the
 * areas itself. Attributes per tag: `AREA_TABLE` in `area-table.ts`; events bubble out of the
 * shadow root (composed): see `SmucEventMap` in `types.ts`. Safe to call twice.
 */
export function defineAll() {
  for (const { tag, props, component } of COMPONENTS) define(tag, component as ComponentType<object>, props);
}

defineAll();
