// Registers every smuc-* tag at once; an element's area code (its own chunk) loads when an element
// with that tag first connects, as on any page that takes the elements' script tag (issue 16 §1).
import { AREA_ELEMENTS, preloadRuntime } from '@smuc/components/loader';

/** A dashboard element's tag. */
export type AreaTag = keyof typeof AREA_ELEMENTS;

/**
 * Starts fetching the area chunk of `tag` (and the elements' shared React runtime) ahead of its element connecting (a route's loader calls
 * it, so the chunk downloads in parallel with the session check); the element's own load then finds
 * the module already there. Resolves when the chunk has loaded; rejects when it cannot be fetched
 * (the element tries again when it connects).
 */
export function preloadArea(tag: AreaTag): Promise<unknown> {
  return Promise.all([AREA_ELEMENTS[tag].load(), preloadRuntime()]);
}
