import { markAndDefine, needsDefinition as needsElementDefinition } from '@smuc/sdk/elements';
import { version } from '../../package.json';
import type { AreaProps } from './area-table';

export { AREA_ATTRIBUTES, type AreaProps, type PropType } from './area-table';

/**
 * The version of these elements (`@smuc/components`' package version), kept on every class this
 * build registers as `smucVersion`, so a second copy on the same page can tell whether it clashes.
 */
export const ELEMENTS_VERSION: string = version;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

interface R2wcInstance extends HTMLElement {
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
}
/** A class made by r2wc (`@r2wc/core` or `@r2wc/react-to-web-component`). */
export type R2wcElement = new () => R2wcInstance;

/**
 * Subclasses an r2wc element so boolean attributes follow HTML: present (`<x open>`) is true, absent
 * or `"false"` is false (r2wc alone ignores an empty attribute value).
 */
export function withHtmlBooleans(Base: R2wcElement, props: AreaProps): R2wcElement {
  const booleans = new Set(
    Object.keys(props)
      .filter((k) => props[k] === 'boolean')
      .map(kebab),
  );
  return class SmucElement extends Base {
    override attributeChangedCallback(name: string, old: string | null, value: string | null) {
      const normalised = booleans.has(name) ? String(value !== null && value !== 'false') : value;
      super.attributeChangedCallback(name, old, normalised);
    }
  };
}

/** This build as the shared registration names it (`@smuc/sdk/elements`). */
const BUILD = { name: 'smuc elements', version: ELEMENTS_VERSION };

/**
 * Answers whether `tag` still needs registering: false when `customElements` is missing (server
 * rendering) or the tag is already defined. A tag defined by another copy of these elements with a
 * different {@link ELEMENTS_VERSION} (two script tags, a plugin and a page bundling their own) is
 * left as it is, with one console warning per page naming both versions: the first copy wins.
 */
export const needsDefinition = (tag: string): boolean => needsElementDefinition(tag, BUILD);

/** Registers `element` as `tag`, marked with {@link ELEMENTS_VERSION}. */
export const register = (tag: string, element: R2wcElement): void => markAndDefine(tag, element, BUILD);
