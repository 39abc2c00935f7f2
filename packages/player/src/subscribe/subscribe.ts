import type { Language, PlayerForm } from '@smuc/sdk/schemas';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { isRtl, t } from '../i18n';
import { httpUrl } from '../products/safe-url';
import { subscribeStyles } from './subscribe.styles';

/**
 * The e-mail rule of the server's `subscribeInputSchema` (zod 4's `z.email()` pattern), so the
 * viewer hears about a bad address before a round trip and the server never disagrees.
 */
export const SUBSCRIBE_EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Input limits of `subscribeInputSchema` (characters). */
export const SUBSCRIBE_LIMITS = { email: 254, name: 128, phone: 32 } as const;

/** What `<smuc-player-subscribe>` posts to its endpoint (`POST /stream/{apikey}/subscribe`). */
export interface SubscribeBody {
  email: string;
  name: string;
  phone: string;
}

/** Events of `<smuc-player-subscribe>` (bubble, compose). */
export interface SmucPlayerSubscribeEventMap {
  /** The server accepted the subscription (never in preview). */
  'smuc-subscribe': CustomEvent<{ email: string }>;
}

/** Where the form stands: filling in, waiting for the server, accepted, or refused. */
export type SubscribeStatus = 'idle' | 'busy' | 'done' | 'failed';

/**
 * Checks the e-mail address the viewer typed (trimmed).
 *
 * @returns the catalogue key of the problem (`subscribe.email_required`, `subscribe.email_invalid`)
 *   or `null` when the address is acceptable.
 */
export function emailProblem(email: string): string | null {
  const value = email.trim();
  if (value === '') return 'subscribe.email_required';
  if (value.length > SUBSCRIBE_LIMITS.email || !SUBSCRIBE_EMAIL_PATTERN.test(value))
    return 'subscribe.email_invalid';
  return null;
}

/**
 * @summary The subscriber form of a player (issue 6; spec 000 §3 Subscriber form, public fields):
 * title, description, a name field when `name_enabled`, the e-mail field, a phone field when
 * `phone_enabled`, their placeholders, a link to `privacy_url` and the submit button labelled
 * `cta_label`.
 *
 * The e-mail is required and checked against the server's pattern before anything is sent; the
 * viewer then sees a busy state, and either the thank-you text (focus moves to it) or an error with
 * the typed values kept for another try. It posts JSON `{email, name, phone}` to `endpoint` (the
 * player document's `endpoints.subscribe`: `POST /smucrestapi/v2/stream/{apikey}/subscribe`, 201 on
 * success, 404 when the player takes no subscriptions, 422 with per-field `errors`). In `preview`
 * (the editor) nothing is sent: a valid form shows the thank-you text with a preview note.
 *
 * Properties: `form: PlayerForm | null` (nothing renders without it), `endpoint: string`,
 * `language: Language` (attribute `language`, default `en`), `preview: boolean`.
 *
 * @event smuc-subscribe `{email}` after the server accepted the subscription
 * Colours and font follow the enclosing `<smuc-player>` (its `--_btn-bg`, `--_btn-fg`, `--_font`),
 * standalone the public properties below, then black and white.
 *
 * @cssproperty --smuc-player-button-color submit button colour
 * @cssproperty --smuc-player-button-text-color submit button text colour
 * @cssproperty --smuc-player-font-family font family
 * @cssproperty --smuc-player-card-background panel background (default white)
 * @cssproperty --smuc-player-focus-color focus ring colour
 */
export class SmucPlayerSubscribe extends LitElement {
  static override styles = subscribeStyles;
  static override properties = {
    form: { attribute: false },
    endpoint: { type: String },
    language: { type: String },
    preview: { type: Boolean },
    status: { state: true },
    emailError: { state: true },
  };

  declare form: PlayerForm | null;
  declare endpoint: string;
  declare language: Language;
  declare preview: boolean;
  declare status: SubscribeStatus;
  /** Catalogue key of the e-mail field's problem, or `null`. */
  declare emailError: string | null;
  /** Catalogue key of the failure shown after a refused or failed post. */
  private failure = 'subscribe.error';

  constructor() {
    super();
    this.form = null;
    this.endpoint = '';
    this.language = 'en';
    this.preview = false;
    this.status = 'idle';
    this.emailError = null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Another form (the editor switched it, or the player loaded another document) starts afresh.
    if (changed.has('form') && changed.get('form')) {
      this.status = 'idle';
      this.emailError = null;
    }
  }

  private field(name: keyof SubscribeBody): HTMLInputElement | null {
    return this.renderRoot.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  }

  private async onSubmit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (this.status === 'busy' || !this.form) return;
    const body: SubscribeBody = {
      email: (this.field('email')?.value ?? '').trim(),
      name: this.form.name_enabled ? (this.field('name')?.value ?? '').trim() : '',
      phone: this.form.phone_enabled ? (this.field('phone')?.value ?? '').trim() : '',
    };
    this.emailError = emailProblem(body.email);
    if (this.emailError) {
      this.status = 'idle';
      await this.updateComplete;
      this.field('email')?.focus();
      return;
    }
    if (this.preview) return this.finish();
    if (!this.endpoint) {
      this.failure = 'subscribe.error';
      this.status = 'failed';
      return;
    }
    this.status = 'busy';
    try {
      const res = await fetch(this.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.ok) {
        await this.finish();
        this.dispatchEvent(
          new CustomEvent('smuc-subscribe', { detail: { email: body.email }, bubbles: true, composed: true }),
        );
        return;
      }
      const answer = (await res.json().catch(() => null)) as { errors?: Record<string, unknown> } | null;
      if (res.status === 422 && answer?.errors && 'email' in answer.errors) {
        this.status = 'idle';
        this.emailError = 'subscribe.email_invalid';
        await this.updateComplete;
        this.field('email')?.focus();
        return;
      }
      this.failure = res.status === 404 ? 'subscribe.unavailable' : 'subscribe.error';
    } catch {
      this.failure = 'subscribe.error';
    }
    this.status = 'failed';
  }

  /** Shows the thank-you text and moves focus to it (the form it replaces held the focus). */
  private async finish(): Promise<void> {
    this.status = 'done';
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('.done')?.focus();
  }

  private renderPrivacy(lang: Language, url: string) {
    const [before = '', after = ''] = t(lang, 'subscribe.consent').split('{link}');
    return html`<p class="privacy">
      ${before}<a href=${url} target="_blank" rel="noopener"
        >${t(lang, 'subscribe.privacy')}<span class="sr-only"> ${t(lang, 'products.new_tab')}</span></a
      >${after}
    </p>`;
  }

  protected override render() {
    const form = this.form;
    if (!form) return nothing;
    const lang = this.language || 'en';
    const busy = this.status === 'busy';
    const heading = form.title.trim();
    const cta = form.cta_label.trim() || t(lang, 'subscribe.submit');
    const privacyUrl = httpUrl(form.privacy_url);
    return html`<section
      class="root"
      lang=${lang}
      dir=${isRtl(lang) ? 'rtl' : 'ltr'}
      aria-labelledby=${heading ? 'subscribe-title' : nothing}
      aria-label=${heading ? nothing : t(lang, 'subscribe.form')}
    >
      ${heading ? html`<h3 id="subscribe-title" dir="auto">${heading}</h3>` : nothing}
      ${form.description.trim() ? html`<p class="description" dir="auto">${form.description}</p>` : nothing}
      ${
        this.status === 'done'
          ? html`<p class="done" tabindex="-1" role="status">
            ${t(lang, 'subscribe.success')} ${this.preview ? t(lang, 'subscribe.preview') : nothing}
          </p>`
          : html`<form novalidate aria-busy=${busy ? 'true' : 'false'} @submit=${this.onSubmit}>
            ${
              form.name_enabled
                ? html`<div class="field">
                  <label for="subscribe-name">${t(lang, 'subscribe.name')}</label>
                  <input
                    id="subscribe-name"
                    name="name"
                    type="text"
                    autocomplete="name"
                    maxlength=${SUBSCRIBE_LIMITS.name}
                    placeholder=${form.name_placeholder}
                  />
                </div>`
                : nothing
            }
            <div class="field">
              <label for="subscribe-email">${t(lang, 'subscribe.email')} <span aria-hidden="true">*</span></label>
              <input
                id="subscribe-email"
                name="email"
                type="email"
                inputmode="email"
                autocomplete="email"
                required
                maxlength=${SUBSCRIBE_LIMITS.email}
                placeholder=${form.email_placeholder}
                aria-invalid=${this.emailError ? 'true' : 'false'}
                aria-describedby=${this.emailError ? 'subscribe-email-error' : nothing}
                @input=${() => {
                  if (this.emailError) this.emailError = null;
                }}
              />
              ${
                this.emailError
                  ? html`<p id="subscribe-email-error" class="error">${t(lang, this.emailError)}</p>`
                  : nothing
              }
            </div>
            ${
              form.phone_enabled
                ? html`<div class="field">
                  <label for="subscribe-phone">${t(lang, 'subscribe.phone')}</label>
                  <input
                    id="subscribe-phone"
                    name="phone"
                    type="tel"
                    autocomplete="tel"
                    maxlength=${SUBSCRIBE_LIMITS.phone}
                    placeholder=${form.phone_placeholder}
                  />
                </div>`
                : nothing
            }
            ${privacyUrl ? this.renderPrivacy(lang, privacyUrl) : nothing}
            <button type="submit" aria-disabled=${busy ? 'true' : 'false'}>${cta}</button>
            <p class="status ${this.status === 'failed' ? 'failed' : ''}" role="status" aria-live="polite">
              ${busy ? t(lang, 'subscribe.sending') : this.status === 'failed' ? t(lang, this.failure) : nothing}
            </p>
          </form>`
      }
    </section>`;
  }
}
