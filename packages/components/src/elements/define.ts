import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
// React Aria's shadow-DOM-aware focus and modal handling; without it a modal inside our shadow root
// marks its own host element inert (ariaHideOutside cannot see across the shadow boundary).
import { enableShadowDOM } from 'react-stately/private/flags/flags';

enableShadowDOM();

type PropType = 'string' | 'number' | 'boolean' | 'json';

/** The attributes every dashboard element observes: `api-base`, `token`, `lang`. */
export const AREA_ATTRIBUTES = { apiBase: 'string', token: 'string', lang: 'string' } as const;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

interface R2wcInstance extends HTMLElement {
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
}
type R2wcElement = new () => R2wcInstance;

/**
 * Registers a React area as a custom element with an open shadow root (styles stay inside).
 * Safe to call twice: a tag already defined is left alone. `props` maps camelCase props to their
 * attribute types (attributes are kebab-case). Boolean attributes follow HTML: present (`<x open>`)
 * is true, absent or `"false"` is false; r2wc alone ignores an empty attribute value.
 */
export function define<P extends object>(
  tag: string,
  component: ComponentType<P>,
  props: Record<string, PropType>,
) {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  const booleans = new Set(
    Object.keys(props)
      .filter((k) => props[k] === 'boolean')
      .map(kebab),
  );
  // r2wc's option types are keyed by the component's props; ours are declared per element.
  const Base = r2wc(component as ComponentType<Record<string, unknown>>, {
    shadow: 'open',
    props,
  }) as unknown as R2wcElement;
  class SmucElement extends Base {
    override attributeChangedCallback(name: string, old: string | null, value: string | null) {
      const normalised = booleans.has(name) ? String(value !== null && value !== 'false') : value;
      super.attributeChangedCallback(name, old, normalised);
    }
  }
  customElements.define(tag, SmucElement);
}
