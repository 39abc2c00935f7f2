/**
 * The script-tag entry of the dashboard elements (`/embed/smuc-elements.js`, and the package's
 * `@smuc/components/loader` export): registers every `smuc-*` tag at once, and loads an area's code
 * (its own chunk plus the shared React runtime) only when an element with its tag first connects.
 * Safe to load twice; a second copy of another version warns on the console and leaves the first
 * one's elements in place.
 *
 *   <script type="module" src="https://…/embed/smuc-elements.js"></script>
 *   <smuc-player-list api-base="https://…/smucrestapi/v2" token="…" lang="en"></smuc-player-list>
 *
 * A bundling host (the host app) imports it for the same registration, plus the loaders and
 * `preloadRuntime` to start an area's chunk ahead of its element connecting.
 */
import { AREA_ELEMENTS } from './areas';
import { defineLazy } from './lazy';

export { AREA_ELEMENTS, type AreaTag } from './areas';
export { preloadRuntime } from './lazy';
export { ELEMENTS_VERSION } from './registry';

for (const [tag, { props, load }] of Object.entries(AREA_ELEMENTS)) defineLazy(tag, props, load);
