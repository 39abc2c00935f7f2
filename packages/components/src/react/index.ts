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

/** `<smuc-dashboard>` */
export function SmucDashboard(props: SmucWrapperProps<'smuc-dashboard'>) {
  return useSmucElement('smuc-dashboard', props);
}
/** `<smuc-player-list>` */
export function SmucPlayerList(props: SmucWrapperProps<'smuc-player-list'>) {
  return useSmucElement('smuc-player-list', props);
}
/** `<smuc-player-editor>` */
export function SmucPlayerEditor(props: SmucWrapperProps<'smuc-player-editor'>) {
  return useSmucElement('smuc-player-editor', props);
}
/** `<smuc-create-player>` */
export function SmucCreatePlayer(props: SmucWrapperProps<'smuc-create-player'>) {
  return useSmucElement('smuc-create-player', props);
}
/** `<smuc-reports>` */
export function SmucReports(props: SmucWrapperProps<'smuc-reports'>) {
  return useSmucElement('smuc-reports', props);
}
/** `<smuc-forms>` */
export function SmucForms(props: SmucWrapperProps<'smuc-forms'>) {
  return useSmucElement('smuc-forms', props);
}
/** `<smuc-fonts>` */
export function SmucFonts(props: SmucWrapperProps<'smuc-fonts'>) {
  return useSmucElement('smuc-fonts', props);
}
/** `<smuc-subscribers>` */
export function SmucSubscribers(props: SmucWrapperProps<'smuc-subscribers'>) {
  return useSmucElement('smuc-subscribers', props);
}
/** `<smuc-products>` */
export function SmucProducts(props: SmucWrapperProps<'smuc-products'>) {
  return useSmucElement('smuc-products', props);
}
/** `<smuc-product-manager>` */
export function SmucProductManager(props: SmucWrapperProps<'smuc-product-manager'>) {
  return useSmucElement('smuc-product-manager', props);
}
/** `<smuc-studio>` */
export function SmucStudio(props: SmucWrapperProps<'smuc-studio'>) {
  return useSmucElement('smuc-studio', props);
}
/** `<smuc-moderation>` */
export function SmucModeration(props: SmucWrapperProps<'smuc-moderation'>) {
  return useSmucElement('smuc-moderation', props);
}
/** `<smuc-recordings>` */
export function SmucRecordings(props: SmucWrapperProps<'smuc-recordings'>) {
  return useSmucElement('smuc-recordings', props);
}
/** `<smuc-connected-platforms>` */
export function SmucConnectedPlatforms(props: SmucWrapperProps<'smuc-connected-platforms'>) {
  return useSmucElement('smuc-connected-platforms', props);
}
/** `<smuc-integrations>` */
export function SmucIntegrations(props: SmucWrapperProps<'smuc-integrations'>) {
  return useSmucElement('smuc-integrations', props);
}
/** `<smuc-packages>` */
export function SmucPackages(props: SmucWrapperProps<'smuc-packages'>) {
  return useSmucElement('smuc-packages', props);
}
/** `<smuc-payments>` */
export function SmucPayments(props: SmucWrapperProps<'smuc-payments'>) {
  return useSmucElement('smuc-payments', props);
}
/** `<smuc-profile>` */
export function SmucProfile(props: SmucWrapperProps<'smuc-profile'>) {
  return useSmucElement('smuc-profile', props);
}
/** `<smuc-billing>` */
export function SmucBilling(props: SmucWrapperProps<'smuc-billing'>) {
  return useSmucElement('smuc-billing', props);
}
/** `<smuc-learning-center>` */
export function SmucLearningCenter(props: SmucWrapperProps<'smuc-learning-center'>) {
  return useSmucElement('smuc-learning-center', props);
}
/** `<smuc-stream-tester>` */
export function SmucStreamTester(props: SmucWrapperProps<'smuc-stream-tester'>) {
  return useSmucElement('smuc-stream-tester', props);
}

/** Every wrapper by its tag; a tag of `SmucElementProps` without a wrapper fails the type check. */
export const SMUC_WRAPPERS = {
  'smuc-dashboard': SmucDashboard,
  'smuc-player-list': SmucPlayerList,
  'smuc-player-editor': SmucPlayerEditor,
  'smuc-create-player': SmucCreatePlayer,
  'smuc-reports': SmucReports,
  'smuc-forms': SmucForms,
  'smuc-fonts': SmucFonts,
  'smuc-subscribers': SmucSubscribers,
  'smuc-products': SmucProducts,
  'smuc-product-manager': SmucProductManager,
  'smuc-studio': SmucStudio,
  'smuc-moderation': SmucModeration,
  'smuc-recordings': SmucRecordings,
  'smuc-connected-platforms': SmucConnectedPlatforms,
  'smuc-integrations': SmucIntegrations,
  'smuc-packages': SmucPackages,
  'smuc-payments': SmucPayments,
  'smuc-profile': SmucProfile,
  'smuc-billing': SmucBilling,
  'smuc-learning-center': SmucLearningCenter,
  'smuc-stream-tester': SmucStreamTester,
} satisfies { [T in keyof SmucElementProps]: (props: SmucWrapperProps<T>) => ReactElement };
