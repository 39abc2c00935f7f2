import { type ComponentType, createElement } from 'react';
import { createRoot } from 'react-dom/client';
// React Aria's shadow-DOM-aware focus and modal handling; without it a modal inside our shadow root
// marks its own host element inert (ariaHideOutside cannot see across the shadow boundary).
import { enableShadowDOM } from 'react-stately/private/flags/flags';

enableShadowDOM();

/** A React area rendered into an element's shadow root. */
export interface MountedArea {
  /** Renders again with the element's current props. */
  update(props: object): void;
  unmount(): void;
}

/**
 * Renders `component` with `props` into `container` (the element's shadow root) with its own React
 * root. Part of the shared runtime chunk of the elements build (React, react-dom, React Aria's flags).
 */
export function mountArea(
  container: ShadowRoot | HTMLElement,
  component: ComponentType<object>,
  props: object,
) {
  const root = createRoot(container);
  root.render(createElement(component, { ...props }));
  return {
    update: (next: object) => root.render(createElement(component, { ...next })),
    unmount: () => root.unmount(),
  } satisfies MountedArea;
}
