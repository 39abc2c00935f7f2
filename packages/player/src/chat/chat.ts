import type {
  ChatDestination,
  ChatMessage,
  RealtimeConnection,
  RealtimeConnectionState,
} from '@smuc/sdk/realtime';
import type { Language, PlayerProduct } from '@smuc/sdk/schemas';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { isRtl, t } from '../i18n';
import { chatStyles } from './chat.styles';

/** Limits the hub enforces (`CHAT_LIMITS` of `@smuc/sdk/realtime`; repeated here to keep the chunk small). */
export const PLAYER_CHAT_LIMITS = { maxLength: 500, maxNameLength: 40, keep: 200 } as const;

/** Where the remembered display name is kept (per browser), so a returning viewer sees it prefilled. */
const NAME_KEY = 'smuc_chat_name';

/** Catalogue keys of the hub's refusal codes (`error` frames). */
const ERROR_KEYS: Record<string, string> = {
  rate_limited: 'chat.error_rate_limited',
  too_long: 'chat.error_too_long',
  blocked: 'chat.error_blocked',
  not_live: 'chat.not_live',
  chat_disabled: 'chat.disabled',
  no_name: 'chat.error_no_name',
  empty: 'chat.error_empty',
  disconnected: 'chat.error_disconnected',
};

function rememberedName(): string {
  try {
    return localStorage.getItem(NAME_KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * @summary The viewer chat of a live player (issue 8 "Realtime feed and chat"; spec 001 §2 "a name
 * prompt before chatting. Chat only works once live", §4 send-to selector).
 *
 * - Name prompt first: the viewer gives a display name (1–40 characters) before the send box shows.
 * - Messages: a `role="log"` list (polite live region) of the hub's visible messages; text is bound
 *   as text, never parsed as HTML. Messages a moderator removes disappear.
 * - Send box: up to 500 characters with a counter near the limit; send-to selector (everywhere or
 *   product chat about one of `products`) when the player has products; disabled until `live`.
 * - Refusals of the hub (rate limit with the seconds to wait, too long, blocked, held for approval
 *   under reversed moderation, …) show as a text under the box; focus stays in the box.
 * - `preview` (the editor): nothing connects; the element shows the name prompt with a note.
 *
 * Properties: `connection: RealtimeConnection | null` (from `connectRealtime`, role viewer),
 * `live: boolean`, `language: Language` (attribute, default `en`), `preview: boolean`,
 * `products: PlayerProduct[]` (for product chat).
 *
 * @cssproperty --smuc-player-chat-height maximum height (default 420px)
 * @cssproperty --smuc-player-button-color send button colour
 * @cssproperty --smuc-player-button-text-color send button text colour
 * @cssproperty --smuc-player-card-background panel background
 * @cssproperty --smuc-player-focus-color focus ring colour
 */
export class SmucPlayerChat extends LitElement {
  static override styles = chatStyles;
  static override properties = {
    connection: { attribute: false },
    live: { type: Boolean },
    language: { type: String },
    preview: { type: Boolean },
    products: { attribute: false },
    messages: { state: true },
    name: { state: true },
    chatEnabled: { state: true },
    state: { state: true },
    notice: { state: true },
    length: { state: true },
    to: { state: true },
    waitUntil: { state: true },
  };

  declare connection: RealtimeConnection | null;
  declare live: boolean;
  declare language: Language;
  declare preview: boolean;
  declare products: PlayerProduct[];
  declare messages: ChatMessage[];
  /** The accepted display name, `null` while the prompt shows. */
  declare name: string | null;
  declare chatEnabled: boolean;
  declare state: RealtimeConnectionState;
  /** A text under the send box: `{key, vars, error}` (catalogue key), or `null`. */
  declare notice: { key: string; vars?: Record<string, string | number>; error: boolean } | null;
  declare length: number;
  declare to: ChatDestination;
  /** Epoch ms until which sending waits (rate limit), 0 when free. */
  declare waitUntil: number;

  private off: (() => void)[] = [];
  private waitTimer: ReturnType<typeof setTimeout> | null = null;

  constructor() {
    super();
    this.connection = null;
    this.live = false;
    this.language = 'en';
    this.preview = false;
    this.products = [];
    this.messages = [];
    this.name = null;
    this.chatEnabled = true;
    this.state = 'connecting';
    this.notice = null;
    this.length = 0;
    this.to = 'everywhere';
    this.waitUntil = 0;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unsubscribe();
    if (this.waitTimer) clearTimeout(this.waitTimer);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.connection && this.off.length === 0) this.subscribe(this.connection);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('connection')) {
      this.unsubscribe();
      this.messages = [];
      if (this.connection) this.subscribe(this.connection);
    }
  }

  private unsubscribe(): void {
    for (const off of this.off.splice(0)) off();
  }

  private subscribe(rt: RealtimeConnection): void {
    this.state = rt.state;
    if (rt.welcome) {
      this.messages = rt.welcome.chat.slice(-PLAYER_CHAT_LIMITS.keep);
      this.chatEnabled = rt.welcome.chat_enabled;
    }
    if (rt.name) this.name = rt.name;
    this.off = [
      rt.on('welcome', (w) => {
        // A reconnect re-sends the recent messages: merge by id, keep order.
        const known = new Set(this.messages.map((m) => m.id));
        const merged = [...this.messages, ...w.chat.filter((m) => !known.has(m.id))].sort(
          (a, b) => a.ts - b.ts,
        );
        this.messages = merged.slice(-PLAYER_CHAT_LIMITS.keep);
        this.chatEnabled = w.chat_enabled;
        if (w.name) this.name = w.name;
      }),
      rt.on('chat', (m) => {
        if (this.messages.some((x) => x.id === m.id)) return;
        this.messages = [...this.messages, m].slice(-PLAYER_CHAT_LIMITS.keep);
      }),
      rt.on('chat-removed', (id) => {
        this.messages = this.messages.filter((m) => m.id !== id);
      }),
      rt.on('name', (name) => {
        const first = this.name === null;
        this.name = name;
        if (first) void this.updateComplete.then(() => this.input('message')?.focus());
      }),
      rt.on('held', () => {
        this.notice = { key: 'chat.held', error: false };
      }),
      rt.on('error', (e) => {
        if (e.code === 'no_name') this.name = null;
        if (e.code === 'rate_limited' && e.retry_after_ms) this.wait(e.retry_after_ms);
        const key = ERROR_KEYS[e.code] ?? 'chat.error_generic';
        this.notice = {
          key,
          vars: {
            seconds: Math.max(1, Math.ceil((e.retry_after_ms ?? 0) / 1000)),
            max: PLAYER_CHAT_LIMITS.maxLength,
          },
          error: true,
        };
      }),
      rt.on('connection', (s) => {
        this.state = s;
      }),
    ];
  }

  private wait(ms: number): void {
    this.waitUntil = Date.now() + ms;
    if (this.waitTimer) clearTimeout(this.waitTimer);
    this.waitTimer = setTimeout(() => {
      this.waitUntil = 0;
      if (this.notice?.key === 'chat.error_rate_limited') this.notice = null;
    }, ms);
  }

  private input(name: string): HTMLInputElement | null {
    return this.renderRoot.querySelector<HTMLInputElement>(`[name="${name}"]`);
  }

  private onName(event: SubmitEvent): void {
    event.preventDefault();
    const value = (this.input('name')?.value ?? '').replace(/\s+/g, ' ').trim();
    if (!value) {
      this.notice = { key: 'chat.error_no_name', error: true };
      this.input('name')?.focus();
      return;
    }
    this.notice = null;
    try {
      localStorage.setItem(NAME_KEY, value);
    } catch {
      // Private mode: the name is just not remembered.
    }
    if (this.preview || !this.connection) {
      this.name = value;
      return;
    }
    this.connection.setName(value);
  }

  private onSend(event: SubmitEvent): void {
    event.preventDefault();
    const box = this.input('message');
    if (!box || !this.connection || this.preview) return;
    const text = box.value.trim();
    if (!text) {
      this.notice = { key: 'chat.error_empty', error: true };
      return;
    }
    if (text.length > PLAYER_CHAT_LIMITS.maxLength) {
      this.notice = { key: 'chat.error_too_long', vars: { max: PLAYER_CHAT_LIMITS.maxLength }, error: true };
      return;
    }
    if (this.waitUntil > Date.now()) return;
    const productId =
      this.to === 'product'
        ? Number(this.renderRoot.querySelector<HTMLSelectElement>('[name="product"]')?.value)
        : NaN;
    if (this.to === 'product' && Number.isFinite(productId))
      this.connection.sendChat(text, 'product', productId);
    else this.connection.sendChat(text, 'everywhere');
    this.notice = null;
    box.value = '';
    this.length = 0;
    box.focus();
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('messages')) {
      const log = this.renderRoot.querySelector('.log');
      if (log) log.scrollTop = log.scrollHeight;
    }
  }

  private renderMessage(lang: Language, m: ChatMessage) {
    const product = m.to === 'product' ? this.products.find((p) => p.id === m.product_id) : undefined;
    return html`<p class="msg">
      ${product ? html`<span class="about">${t(lang, 'chat.about', { title: product.title })}</span>` : nothing}<span
        class="who"
        >${m.name}:</span
      ><span class="text">${m.text}</span>
    </p>`;
  }

  private renderNamePrompt(lang: Language) {
    return html`<form class="name" @submit=${this.onName} novalidate>
      <div class="field">
        <label for="chat-name">${t(lang, 'chat.name_label')}</label>
        <input
          id="chat-name"
          name="name"
          autocomplete="nickname"
          maxlength=${PLAYER_CHAT_LIMITS.maxNameLength}
          .value=${rememberedName()}
          required
        />
      </div>
      <button type="submit">${t(lang, 'chat.name_submit')}</button>
    </form>`;
  }

  private renderSendBox(lang: Language) {
    const canSend = this.live && this.chatEnabled && !this.preview && this.state === 'open';
    const waiting = this.waitUntil > Date.now();
    const near = this.length >= PLAYER_CHAT_LIMITS.maxLength - 100;
    const products = this.products;
    return html`<p class="as">${t(lang, 'chat.chatting_as', { name: this.name ?? '' })}</p>
      <form class="send" @submit=${this.onSend} novalidate>
        ${
          products.length > 0
            ? html`<div class="field">
                  <label for="chat-to">${t(lang, 'chat.to')}</label>
                  <select
                    id="chat-to"
                    name="to"
                    .value=${this.to}
                    @change=${(e: Event) => {
                      this.to = (e.target as HTMLSelectElement).value as ChatDestination;
                    }}
                  >
                    <option value="everywhere">${t(lang, 'chat.to_everywhere')}</option>
                    <option value="product">${t(lang, 'chat.to_product')}</option>
                  </select>
                </div>
                ${
                  this.to === 'product'
                    ? html`<div class="field">
                        <label for="chat-product">${t(lang, 'chat.product')}</label>
                        <select id="chat-product" name="product">
                          ${products.map((p) => html`<option value=${p.id}>${p.title}</option>`)}
                        </select>
                      </div>`
                    : nothing
                }`
            : nothing
        }
        <div class="field">
          <label for="chat-message">${t(lang, 'chat.message_label')}</label>
          <input
            id="chat-message"
            name="message"
            autocomplete="off"
            maxlength=${PLAYER_CHAT_LIMITS.maxLength}
            placeholder=${t(lang, 'chat.placeholder')}
            aria-describedby="chat-count chat-notice"
            ?disabled=${!canSend}
            @input=${(e: Event) => {
              this.length = (e.target as HTMLInputElement).value.length;
            }}
          />
        </div>
        <button type="submit" ?disabled=${!canSend || waiting}>${t(lang, 'chat.send')}</button>
        <span id="chat-count" class="count ${near ? 'over' : ''}" ?hidden=${!near}
          >${t(lang, 'chat.count', { count: this.length, max: PLAYER_CHAT_LIMITS.maxLength })}</span
        >
      </form>`;
  }

  private statusNote(lang: Language): string | null {
    if (this.preview) return t(lang, 'chat.preview');
    if (!this.chatEnabled) return t(lang, 'chat.disabled');
    if (!this.live) return t(lang, 'chat.not_live');
    if (this.state !== 'open') return t(lang, 'chat.connecting');
    return null;
  }

  protected override render() {
    const lang = this.language || 'en';
    const note = this.statusNote(lang);
    const notice = this.notice;
    return html`<section class="root" lang=${lang} dir=${isRtl(lang) ? 'rtl' : 'ltr'} aria-label=${t(lang, 'chat.region')}>
      <div class="log" role="log" aria-live="polite" aria-label=${t(lang, 'chat.messages')} tabindex="0">
        ${
          this.messages.length === 0
            ? html`<p class="empty">${t(lang, 'chat.empty')}</p>`
            : this.messages.map((m) => this.renderMessage(lang, m))
        }
      </div>
      ${note ? html`<p class="note">${note}</p>` : nothing}
      ${this.name === null ? this.renderNamePrompt(lang) : this.renderSendBox(lang)}
      <p id="chat-notice" class=${notice?.error ? 'error' : 'note'} role=${notice?.error ? 'alert' : 'status'}>
        ${notice ? t(lang, notice.key, notice.vars) : nothing}
      </p>
    </section>`;
  }
}
