import { createElement } from 'react';

/**
 * Mounts a `smuc-*` custom element with kebab-case attributes (every tag is registered by
 * `areas.ts`; the element loads its area's chunk when it connects). Its events bubble out of the
 * shadow root (composed), so the layout listens for them once instead of every page wiring its own.
 */
export function SmucElement({
  tag,
  ...attributes
}: { tag: string } & Record<string, string | number | boolean | undefined>) {
  const attrs: Record<string, string | boolean> = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (value !== undefined && value !== false) attrs[key] = value === true ? true : String(value);
  }
  return createElement(tag, attrs);
}
