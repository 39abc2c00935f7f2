import r2wcCore from '@r2wc/core';
import type { ComponentType } from 'react';
import type { MountedArea } from './react-root';
import { type AreaProps, needsDefinition, type R2wcElement, register, withHtmlBooleans } from './registry';

/** Imports an area's React component (its own chunk) when its element first connects. */
export type AreaLoader = () => Promise<ComponentType<object>>;

interface Mount {
  container: HTMLElement | ShadowRoot;
  load: AreaLoader;
  props: object;
  live: boolean;
  /** Loading has begun: the element was in a document when r2wc mounted or updated it. */
  started: boolean;
  area?: MountedArea;
}

/** Whether the element that owns `container` (its shadow root, or itself) is in a document. */
const connected = (container: HTMLElement | ShadowRoot) =>
  (container instanceof ShadowRoot ? container.host : container).isConnected;

/**
 * Fetches the shared React runtime module (react-root: React DOM's root and React Aria's shadow-DOM
 * flag) without rendering anything. An area's first render waits for it; a host that knows which
 * area comes next (the host app at navigation) calls it beside the area's own load, so it is not a
 * third round of requests after the session check (issue 18 target 2).
 */
export const preloadRuntime = () => import('./react-root');

/**
 * Imports the shared React runtime, the area's chunk and the element's language's texts (the shared
 * ones and the area's), then renders with the props the element has by then.
 */
function start(mount: Mount) {
  mount.started = true;
  const lang = (mount.props as { lang?: string }).lang ?? 'en';
  const i18n = import('../i18n/index');
  const shared = i18n.then((texts) => texts.loadLanguage(lang));
  const area = Promise.all([mount.load(), i18n]).then(([component, texts]) =>
    texts.loadLanguage(lang).then(() => component),
  );
  Promise.all([preloadRuntime(), area, shared]).then(
    ([runtime, component]) => {
      if (mount.live) mount.area = runtime.mountArea(mount.container, component, mount.props);
    },
    (error: unknown) => console.error('smuc elements: an area could not be loaded', error),
  );
}

/**
 * r2wc's renderer for an area whose code is not loaded yet: on the first connect it loads the area
 * (see `start`) and renders it; props that change while loading are kept and rendered once it is
 * there. An element removed while loading renders nothing. A chunk that fails to load is reported on
 * the console and tried again on the next connect.
 * r2wc mounts an element as soon as an observed attribute is set, even one not in a document yet:
 * an element that React (or a script) builds detached and inserts later, or never (React may hold a
 * finished tree back, e.g. while a Suspense boundary reveals, or throw it away), starts only once
 * it is connected (r2wc's connect then calls `update`), so no area fetches, renders or raises events
 * from outside the page.
 */
const lazyRenderer = {
  mount(container: HTMLElement | ShadowRoot, load: AreaLoader, props: object): Mount {
    const mount: Mount = { container, load, props, live: true, started: false };
    if (connected(container)) start(mount);
    return mount;
  },
  update(mount: Mount, props: object) {
    mount.props = props;
    if (mount.area) mount.area.update(props);
    else if (!mount.started && connected(mount.container)) start(mount);
  },
  unmount(mount: Mount) {
    mount.live = false;
    mount.area?.unmount();
  },
};

/**
 * Registers `tag` now, with its observed attributes and properties, but loads its code only when an
 * element with that tag first connects to a document (or a shadow root); same element contract as
 * `define()` in `define.ts` (open shadow root, HTML booleans, safe to call twice, warns on a version
 * clash). `load` resolves to the area's React component.
 */
export function defineLazy(tag: string, props: AreaProps, load: AreaLoader) {
  if (!needsDefinition(tag)) return;
  // @r2wc/core hands its "component" through to the renderer unchanged: here, the loader.
  const Base = r2wcCore(
    load as never,
    { shadow: 'open', props },
    lazyRenderer as never,
  ) as unknown as R2wcElement;
  register(tag, withHtmlBooleans(Base, props));
}
