import type { RealtimeConnection } from '@smuc/sdk/realtime';
import type { PlayerConfig, PlayerProduct } from '@smuc/sdk/schemas';
import { html, type TemplateResult } from 'lit';
import type { PlayerPhase } from '../controllers/document';
import { LIVE_KINDS } from '../controllers/realtime';
import { t } from '../texts';
import { isAdLayout } from '../timeline';
import { icon } from './icons';

/** One sidebar tab: its panel's element and its label. */
export type Tab = { id: 'products' | 'subscribe' | 'chat'; label: string };

/** What the sidebar shows (state comes down from the element). */
export interface SidebarState {
  /** The tab the viewer chose last (the first tab shows when it is not among `tabs`). */
  tab: Tab['id'];
  open: boolean;
  /** The products list as loaded or fed by the hub. */
  products: PlayerProduct[];
  /** Video position in seconds (products can follow the video). */
  time: number;
  pinnedId: number | null;
  preview: boolean;
  /** Products the page's own cart takes (`<smuc-player cart-products>`). */
  cartProducts: ReadonlySet<number>;
  /** The realtime connection the chat shares (`null` without one). */
  connection: RealtimeConnection | null;
  phase: PlayerPhase;
}

/** What the sidebar asks the element for. */
export interface SidebarRequests {
  /** Show (`true`) or hide the sidebar. */
  setOpen(open: boolean): void;
  /** Select a tab; `focus` moves the focus to its button after the update (keyboard use). */
  select(id: Tab['id'], focus: boolean): void;
  /** Whether the page lays the element out right to left (arrow keys then swap). */
  rtl(): boolean;
}

/**
 * The sidebar tabs a document has, in this order: products (`show_product_list` with products,
 * or a broadcast whose feed arrives over the hub: `following`), the subscriber form (not while
 * the countdown box carries it), the chat (broadcasts with `show_chat`). Ads have a sidebar only
 * in the 640x360 size.
 */
export function sidebarTabs(
  c: PlayerConfig,
  state: { productCount: number; following: boolean; phase: PlayerPhase; preview: boolean },
): Tab[] {
  if (isAdLayout(c) && c.ad_size !== '640x360') return [];
  const tabs: Tab[] = [];
  const count = state.productCount;
  if (c.show_product_list && (count > 0 || (LIVE_KINDS.has(c.kind) && state.following)))
    tabs.push({
      id: 'products',
      label:
        count === 1
          ? c.tab_products_label_singular || t(c.language, 'player.tab_product')
          : c.tab_products_label_plural || t(c.language, 'player.tab_products'),
    });
  // Before the start the countdown box carries the form (its notification sign-up): not twice.
  const inCountdown = state.phase === 'upcoming' && c.show_countdown_box;
  if (c.form && !inCountdown)
    tabs.push({ id: 'subscribe', label: c.form.tab_label || t(c.language, 'player.tab_subscribe') });
  // Chat belongs to broadcasts; the editor's preview shows it without a connection.
  if (LIVE_KINDS.has(c.kind) && c.show_chat && (c.endpoints.realtime || state.preview))
    tabs.push({ id: 'chat', label: t(c.language, 'player.tab_chat') });
  return tabs;
}

/** Arrow keys (swapped right to left), Home and End move between the tabs, around the ends. */
function onTabKey(event: KeyboardEvent, tabs: Tab[], current: Tab['id'], on: SidebarRequests) {
  const keys: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -Infinity, End: Infinity };
  let step = keys[event.key];
  if (step === undefined) return;
  event.preventDefault();
  if (on.rtl() && Number.isFinite(step)) step = -step;
  const index = tabs.findIndex((tab) => tab.id === current);
  const next =
    step === -Infinity ? 0 : step === Infinity ? tabs.length - 1 : (index + step + tabs.length) % tabs.length;
  const tab = tabs[next];
  if (tab) on.select(tab.id, true);
}

function panel(c: PlayerConfig, tab: Tab, state: SidebarState): TemplateResult {
  switch (tab.id) {
    case 'products':
      return html`<smuc-player-products
        .products=${state.products}
        .config=${c}
        .videoTime=${state.time}
        .pinnedId=${state.pinnedId}
        .preview=${state.preview}
        .checkout=${c.endpoints.checkout !== null}
        .cartProducts=${state.cartProducts}
      ></smuc-player-products>`;
    case 'subscribe':
      return html`<smuc-player-subscribe
        .form=${c.form}
        .endpoint=${c.endpoints.subscribe}
        .language=${c.language}
        .preview=${state.preview}
      ></smuc-player-subscribe>`;
    case 'chat':
      return html`<smuc-player-chat
        .connection=${state.connection}
        .live=${state.phase === 'live'}
        .language=${c.language}
        .preview=${state.preview}
        .products=${state.products}
      ></smuc-player-chat>`;
  }
}

/**
 * The sidebar (part `sidebar`) with its show/hide button: tabs with their panels (one tab: a
 * heading and a region), each panel holding its element (`<smuc-player-products>`,
 * `<smuc-player-subscribe>`, `<smuc-player-chat>`, loaded as their own chunks).
 */
export function sidebar(
  c: PlayerConfig,
  tabs: Tab[],
  state: SidebarState,
  on: SidebarRequests,
): TemplateResult {
  const lang = c.language;
  const selected = tabs.some((tab) => tab.id === state.tab) ? state.tab : (tabs[0]?.id ?? 'products');
  const open = state.open;
  const delayed = (c.delay_sidebar_appearance ?? 0) > 0;
  return html`<button
      type="button"
      class="icon-btn side-toggle"
      aria-expanded=${open ? 'true' : 'false'}
      aria-controls="sidebar"
      aria-label=${t(lang, open ? 'player.sidebar_hide' : 'player.sidebar_show')}
      @click=${() => on.setOpen(!open)}
    >
      ${icon('list')}
    </button>
    <aside id="sidebar" class=${delayed ? 'sidebar enter' : 'sidebar'} part="sidebar" aria-label=${t(lang, 'player.sidebar')} ?hidden=${!open}>
      ${
        tabs.length > 1
          ? html`<div role="tablist" @keydown=${(event: KeyboardEvent) => onTabKey(event, tabs, state.tab, on)}>
              ${tabs.map(
                (tab) => html`<button
                  type="button"
                  role="tab"
                  id=${`tab-${tab.id}`}
                  aria-controls=${`panel-${tab.id}`}
                  aria-selected=${tab.id === selected ? 'true' : 'false'}
                  tabindex=${tab.id === selected ? '0' : '-1'}
                  @click=${() => on.select(tab.id, false)}
                >
                  ${tab.label}
                </button>`,
              )}
            </div>`
          : html`<h3 class="side-head" id=${`tab-${tabs[0]?.id}`}>${tabs[0]?.label}</h3>`
      }
      ${tabs.map(
        (tab) => html`<div
          class="panel"
          role=${tabs.length > 1 ? 'tabpanel' : 'region'}
          id=${`panel-${tab.id}`}
          aria-labelledby=${`tab-${tab.id}`}
          ?hidden=${tab.id !== selected}
        >
          ${panel(c, tab, state)}
        </div>`,
      )}
    </aside>`;
}
