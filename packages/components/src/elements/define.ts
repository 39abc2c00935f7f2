import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';

type PropType = 'string' | 'number' | 'boolean' | 'json';

/** The attributes every dashboard element observes: `api-base`, `token`, `lang`. */
export const AREA_ATTRIBUTES = { apiBase: 'string', token: 'string', lang: 'string' } as const;

/**
 * Registers a React area as a custom element with an open shadow root (styles stay inside).
 * Safe to call twice: a tag already defined is left alone, with a warning when it is another class.
 * `props` maps camelCase props to their attribute types (attributes are kebab-case).
 */
export function define<P extends object>(
  tag: string,
  component: ComponentType<P>,
  props: Record<string, PropType>,
) {
  if (typeof customElements === 'undefined') return;
  if (customElements.get(tag)) return;
  // r2wc's option types are keyed by the component's props; ours are declared per element.
  const element = r2wc(component as ComponentType<Record<string, unknown>>, { shadow: 'open', props });
  customElements.define(tag, element);
}
