/**
 * Thin typed React wrappers of the dashboard elements (`@smuc/components/react`), for a React host
 * page: `<SmucPlayerList apiBase token lang onSmucOpenPlayer={(e) => route(e.detail.id)} />`. Each
 * renders its `smuc-*` tag with the props as kebab-case attributes and attaches the `on…` handlers as
 * listeners of the element's events (`SmucEventMap`). The wrappers do not load the elements' code:
 * the page loads it once with `<script type="module" src="https://…/embed/smuc-elements.js">` (the
 * elements then run their own React inside their shadow roots, whatever React the host has).
 */
import {
  type CSSProperties,
  createElement,
  type DetailedHTMLProps,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  useEffect,
  useRef,
} from 'react';
import { AREA_TAGS } from '../elements/area-table';
import type { SmucAreaAttributes, SmucElementProps, SmucEventMap } from '../elements/types';

export type * from '../elements/types';

/** `smuc-open-player` → `SmucOpenPlayer`. */
type Pascal<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${Pascal<Tail>}`
  : Capitalize<S>;
/** `streamId` → `stream-id`. */
type Kebab<S extends string> = S extends `${infer C}${infer Rest}`
  ? `${C extends Lowercase<C> ? C : `-${Lowercase<C>}`}${Kebab<Rest>}`
  : S;

/** `onSmucOpenPlayer`, … : a handler per element event, with its typed `CustomEvent`. */
export type SmucEventHandlers = {
  [K in keyof SmucEventMap as `on${Pascal<K>}`]?: (event: SmucEventMap[K]) => void;
};

/** A wrapper's props: the element's attributes (camelCase), its event handlers, `id`, `className`, `style`. */
export type SmucWrapperProps<T extends keyof SmucElementProps> = SmucAreaAttributes &
  SmucElementProps[T] &
  SmucEventHandlers & { id?: string; className?: string; style?: CSSProperties; children?: ReactNode };

/** JSX typings of the tags themselves (kebab-case attributes), for a host that writes `<smuc-player-list>`. */
export type SmucIntrinsicElements = {
  [T in keyof SmucElementProps]: DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
    [A in keyof (SmucAreaAttributes & SmucElementProps[T]) as Kebab<A & string>]?:
      | (SmucAreaAttributes & SmucElementProps[T])[A]
      | string;
  };
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends SmucIntrinsicElements {}
  }
}

const EVENT_PROP = /^onSmuc[A-Z]/;
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** `smuc-open-player` → `SmucOpenPlayer`. */
const pascalOf = (tag: string) => tag.replace(/(?:^|-)([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Renders `tag` with `props` as attributes and its `onSmuc…` props as event listeners: the body of
 * every wrapper below.
 */
function useSmucElement<T extends keyof SmucElementProps>(tag: T, props: SmucWrapperProps<T>): ReactElement {
  const ref = useRef<HTMLElement>(null);
  const handlers = useRef<Record<string, ((event: Event) => void) | undefined>>({});
  const attributes: Record<string, unknown> = { ref };
  const events: string[] = [];
  for (const [name, value] of Object.entries(props)) {
    if (EVENT_PROP.test(name)) {
      // onSmucOpenPlayer → smuc-open-player
      const type = kebab(name.slice(2)).slice(1);
      handlers.current[type] = value as (event: Event) => void;
      events.push(type);
    } else if (name === 'className') attributes.class = value;
    else if (name === 'children' || name === 'style' || name === 'id') attributes[name] = value;
    else if (value === true) attributes[kebab(name)] = '';
    else if (value !== undefined && value !== null && value !== false)
      attributes[kebab(name)] = String(value);
  }
  const eventKey = events.sort().join(' ');
  useEffect(() => {
    const element = ref.current;
    if (!element || !eventKey) return;
    // One listener per event type, calling the latest handler (no re-subscribe per render).
    const listeners = eventKey.split(' ').map((type) => {
      const listener = (event: Event) => handlers.current[type]?.(event);
      element.addEventListener(type, listener);
      return () => element.removeEventListener(type, listener);
    });
    return () => {
      for (const remove of listeners) remove();
    };
  }, [eventKey]);
  return createElement(tag, attributes);
}

/** A wrapper component: renders its tag with the props and handlers it is given. */
export type SmucWrapper<T extends keyof SmucElementProps> = (props: SmucWrapperProps<T>) => ReactElement;

/**
 * Every wrapper by its tag, one per entry of `AREA_TABLE` (`elements/area-table.ts`): a new area
 * has its wrapper here without any edit of this file.
 */
export const SMUC_WRAPPERS = Object.fromEntries(
  AREA_TAGS.map((tag) => {
    const wrapper = (props: SmucWrapperProps<typeof tag>) => useSmucElement(tag, props);
    Object.defineProperty(wrapper, 'name', { value: pascalOf(tag) });
    return [tag, wrapper];
  }),
) as { [T in keyof SmucElementProps]: SmucWrapper<T> };

// The named wrappers of the package's public API (`SmucPlayerList`, …); later areas are reached as
// `SMUC_WRAPPERS['smuc-…']` and need no line here.
/** `<smuc-dashboard>` */
export const SmucDashboard = SMUC_WRAPPERS['smuc-dashboard'];
/** `<smuc-player-list>` */
export const SmucPlayerList = SMUC_WRAPPERS['smuc-player-list'];
/** `<smuc-player-editor>` */
export const SmucPlayerEditor = SMUC_WRAPPERS['smuc-player-editor'];
/** `<smuc-create-player>` */
export const SmucCreatePlayer = SMUC_WRAPPERS['smuc-create-player'];
/** `<smuc-reports>` */
export const SmucReports = SMUC_WRAPPERS['smuc-reports'];
/** `<smuc-forms>` */
export const SmucForms = SMUC_WRAPPERS['smuc-forms'];
/** `<smuc-fonts>` */
export const SmucFonts = SMUC_WRAPPERS['smuc-fonts'];
/** `<smuc-subscribers>` */
export const SmucSubscribers = SMUC_WRAPPERS['smuc-subscribers'];
/** `<smuc-products>` */
export const SmucProducts = SMUC_WRAPPERS['smuc-products'];
/** `<smuc-product-manager>` */
export const SmucProductManager = SMUC_WRAPPERS['smuc-product-manager'];
/** `<smuc-studio>` */
export const SmucStudio = SMUC_WRAPPERS['smuc-studio'];
/** `<smuc-moderation>` */
export const SmucModeration = SMUC_WRAPPERS['smuc-moderation'];
/** `<smuc-recordings>` */
export const SmucRecordings = SMUC_WRAPPERS['smuc-recordings'];
/** `<smuc-connected-platforms>` */
export const SmucConnectedPlatforms = SMUC_WRAPPERS['smuc-connected-platforms'];
/** `<smuc-integrations>` */
export const SmucIntegrations = SMUC_WRAPPERS['smuc-integrations'];
/** `<smuc-packages>` */
export const SmucPackages = SMUC_WRAPPERS['smuc-packages'];
/** `<smuc-payments>` */
export const SmucPayments = SMUC_WRAPPERS['smuc-payments'];
/** `<smuc-profile>` */
export const SmucProfile = SMUC_WRAPPERS['smuc-profile'];
/** `<smuc-billing>` */
export const SmucBilling = SMUC_WRAPPERS['smuc-billing'];
/** `<smuc-learning-center>` */
export const SmucLearningCenter = SMUC_WRAPPERS['smuc-learning-center'];
/** `<smuc-stream-tester>` */
export const SmucStreamTester = SMUC_WRAPPERS['smuc-stream-tester'];
