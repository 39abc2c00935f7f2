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

/** Makes the wrapper component of one tag. */
function wrapper<T extends keyof SmucElementProps>(tag: T, displayName: string) {
  function SmucWrapper(props: SmucWrapperProps<T>): ReactElement {
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
  SmucWrapper.displayName = displayName;
  return SmucWrapper;
}

export const SmucDashboard = wrapper('smuc-dashboard', 'SmucDashboard');
export const SmucPlayerList = wrapper('smuc-player-list', 'SmucPlayerList');
export const SmucPlayerEditor = wrapper('smuc-player-editor', 'SmucPlayerEditor');
export const SmucCreatePlayer = wrapper('smuc-create-player', 'SmucCreatePlayer');
export const SmucReports = wrapper('smuc-reports', 'SmucReports');
export const SmucForms = wrapper('smuc-forms', 'SmucForms');
export const SmucFonts = wrapper('smuc-fonts', 'SmucFonts');
export const SmucSubscribers = wrapper('smuc-subscribers', 'SmucSubscribers');
export const SmucProducts = wrapper('smuc-products', 'SmucProducts');
export const SmucProductManager = wrapper('smuc-product-manager', 'SmucProductManager');
export const SmucStudio = wrapper('smuc-studio', 'SmucStudio');
export const SmucModeration = wrapper('smuc-moderation', 'SmucModeration');
export const SmucRecordings = wrapper('smuc-recordings', 'SmucRecordings');
export const SmucConnectedPlatforms = wrapper('smuc-connected-platforms', 'SmucConnectedPlatforms');
export const SmucIntegrations = wrapper('smuc-integrations', 'SmucIntegrations');
export const SmucPackages = wrapper('smuc-packages', 'SmucPackages');
export const SmucPayments = wrapper('smuc-payments', 'SmucPayments');
export const SmucProfile = wrapper('smuc-profile', 'SmucProfile');
export const SmucLearningCenter = wrapper('smuc-learning-center', 'SmucLearningCenter');
export const SmucStreamTester = wrapper('smuc-stream-tester', 'SmucStreamTester');
