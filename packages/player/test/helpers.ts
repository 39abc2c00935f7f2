import { expect } from '@esm-bundle/chai';

declare global {
  interface Window {
    SMUC_API: string;
    axe: {
      run: (
        ctx: Element | Document,
        opts?: object,
      ) => Promise<{ violations: { id: string; help: string; nodes: unknown[] }[] }>;
    };
  }
}

/** Polls `check` until it answers a truthy value (or throws after `timeoutMs`). */
export async function waitFor<T>(check: () => T | null | undefined | false, timeoutMs = 10_000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (performance.now() - start > timeoutMs) throw new Error(`waitFor timed out: ${check.toString()}`);
    await new Promise((r) => setTimeout(r, 30));
  }
}

/** All nodes matching `selector` inside an element's shadow root. */
export const inShadow = <E extends Element = HTMLElement>(el: Element, selector: string) => [
  ...(el.shadowRoot?.querySelectorAll<E>(selector) ?? []),
];

/** Runs axe on an element (axe walks open shadow roots) and fails listing every violation. */
export async function expectAccessible(el: Element) {
  const result = await window.axe.run(el, { resultTypes: ['violations'] });
  const summary = result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
  expect(summary, 'axe violations').to.deep.equal([]);
}

/** Collects the `type` events that reach `document` (they bubble and compose out of shadow roots). */
export function collect<D>(type: string): { details: D[]; stop: () => void; events: CustomEvent<D>[] } {
  const events: CustomEvent<D>[] = [];
  const details: D[] = [];
  const on = (e: Event) => {
    events.push(e as CustomEvent<D>);
    details.push((e as CustomEvent<D>).detail);
  };
  document.addEventListener(type, on);
  return { details, events, stop: () => document.removeEventListener(type, on) };
}

/** Addresses the page requested so far whose URL contains `fragment` (resource timing). */
export const requested = (fragment: string) =>
  performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((n) => n.includes(fragment));

export { expect };
