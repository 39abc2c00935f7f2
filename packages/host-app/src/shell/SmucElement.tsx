import { createElement, useEffect } from 'react';
import { loadArea } from '../areas';

/**
 * Mounts a `smuc-*` custom element with kebab-case attributes and loads its area's chunk (the
 * element upgrades when it arrives; see `loadArea`). Its events bubble out of the shadow root
 * (composed), so the layout listens for them once instead of every page wiring its own.
 */
export function SmucElement({
  tag,
  ...attributes
}: { tag: string } & Record<string, string | number | boolean | undefined>) {
  useEffect(() => {
    loadArea(tag).catch(reportError);
  }, [tag]);
  const attrs: Record<string, string | boolean> = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (value !== undefined && value !== false) attrs[key] = value === true ? true : String(value);
  }
  return createElement(tag, attrs);
}
