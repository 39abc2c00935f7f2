/**
 * Registers a custom element once. Safe to call twice (two bundles on one page, hot reload): a
 * second call with another class keeps the first registration and warns, since a tag can only be
 * defined once per page.
 */
export function define(tag: string, element: CustomElementConstructor): void {
  const existing = customElements.get(tag);
  if (!existing) customElements.define(tag, element);
  else if (existing !== element)
    console.warn(`[smuc] <${tag}> is already defined by another bundle; keeping it.`);
}
