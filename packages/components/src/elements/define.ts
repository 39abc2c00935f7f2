import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
// React Aria's shadow-DOM-aware focus and modal handling; without it a modal inside our shadow root
// marks its own host element inert (ariaHideOutside cannot see across the shadow boundary).
import { enableShadowDOM } from 'react-stately/private/flags/flags';
import { type AreaProps, needsDefinition, type R2wcElement, register, withHtmlBooleans } from './registry';

export { AREA_ATTRIBUTES, ELEMENTS_VERSION } from './registry';

enableShadowDOM();

/**
 * Registers a React area as a custom element with an open shadow root (styles stay inside), its
 * code already loaded (for a host that bundles the areas itself; `lazy.ts` is the on-demand form).
 * Safe to call twice: a tag already defined is left alone, with a console warning when another
 * version of these elements defined it (see `needsDefinition`). `props` maps camelCase props to
 * their attribute types (attributes are kebab-case). Boolean attributes follow HTML: present
 * (`<x open>`) is true, absent or `"false"` is false.
 */
export function define<P extends object>(tag: string, component: ComponentType<P>, props: AreaProps) {
  if (!needsDefinition(tag)) return;
  // r2wc's option types are keyed by the component's props; ours are declared per element.
  const Base = r2wc(component as ComponentType<Record<string, unknown>>, {
    shadow: 'open',
    props,
  }) as unknown as R2wcElement;
  register(tag, withHtmlBooleans(Base, props));
}
