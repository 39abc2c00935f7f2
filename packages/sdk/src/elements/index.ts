/**
 * Custom element registration shared by the player (`<smuc-player>` and its sidebar elements) and
 * the dashboard elements (`@smuc/components`), issue 33 §4: a tag is defined once per page, marked
 * with the version of the build that defined it, and a second copy of a build (two script tags, a
 * plugin and a page bundling their own) never throws.
 *
 * `@smuc/sdk/elements` imports nothing, so the loaders that use it pull in no other sdk module.
 */

/** Which build defines a tag: a family name for messages (`smuc elements`) and its package version. */
export interface ElementsBuild {
  name: string;
  version: string;
}

/** A class defined through {@link defineElement}: its build's version rides on it. */
type MarkedElement = CustomElementConstructor & { smucVersion?: string };

/** The build names that warned on this page already: one warning per page and build is enough. */
const warned = new Set<string>();

/**
 * Whether `tag` still needs defining by `build`: false when `customElements` is missing (server
 * rendering) or the tag is defined already. A tag defined by the same version stays as it is,
 * silently; one defined by another version, or by a script that is not a marked build, stays too,
 * with one console warning per page and build name naming both versions: the first copy wins.
 */
export function needsDefinition(tag: string, build: ElementsBuild): boolean {
  if (typeof customElements === 'undefined') return false;
  const existing = customElements.get(tag) as MarkedElement | undefined;
  if (!existing) return true;
  if (existing.smucVersion !== build.version && !warned.has(build.name)) {
    warned.add(build.name);
    console.warn(
      `${build.name} ${build.version}: <${tag}> is already defined by ${
        existing.smucVersion ? `${build.name} ${existing.smucVersion}` : 'another script'
      }; the page keeps that one. Load the ${build.name.replace(/^smuc /, '')} once per page.`,
    );
  }
  return false;
}

/** Defines `tag` as `element`, marked with the build's version (call {@link needsDefinition} first). */
export function markAndDefine(tag: string, element: CustomElementConstructor, build: ElementsBuild): void {
  Object.defineProperty(element, 'smucVersion', { value: build.version });
  customElements.define(tag, element);
}

/** Defines `tag` as `element` unless it is defined already (see {@link needsDefinition}). */
export function defineElement(tag: string, element: CustomElementConstructor, build: ElementsBuild): void {
  if (needsDefinition(tag, build)) markAndDefine(tag, element, build);
}
