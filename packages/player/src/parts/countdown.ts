import type { PlayerConfig } from '@smuc/sdk/schemas';
import { html, nothing, type TemplateResult } from 'lit';
import { t } from '../texts';
import { countdownParts } from '../timeline';
import { notice, poster } from './notice';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * Before a broadcast's start: "starts at {date}" in the document's language and time zone; with
 * `show_countdown_box` the countdown (part `countdown`) to `start_date` as of `now` (ms since
 * epoch) and the document's subscriber form (its notification sign-up).
 */
export function countdown(c: PlayerConfig, now: number, preview: boolean): TemplateResult {
  const lang = c.language;
  const start = c.start_date ? Date.parse(c.start_date) : Date.now();
  let when: string;
  try {
    when = new Intl.DateTimeFormat(lang, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: c.timezone,
    }).format(start);
  } catch {
    when = new Date(start).toLocaleString(lang);
  }
  const startsAt = t(lang, 'player.starts_at', { date: when });
  if (!c.show_countdown_box) return notice(startsAt, poster(c));
  const parts = countdownParts(start - now);
  const cells = UNITS.map(
    (unit) =>
      html`<div><dt>${t(lang, `player.${unit}`)}</dt><dd>${String(parts[unit]).padStart(2, '0')}</dd></div>`,
  );
  const spoken = UNITS.map((unit) => `${parts[unit]} ${t(lang, `player.${unit}`)}`).join(', ');
  return html`<div class="notice countdown" part="countdown">
    <p>${t(lang, 'player.starts_in')}</p>
    <div role="timer" aria-label=${`${t(lang, 'player.starts_in')} ${spoken}`}>
      <dl class="count-cells" aria-hidden="true">${cells}</dl>
    </div>
    <p>${startsAt}</p>
    ${
      c.form
        ? html`<smuc-player-subscribe
            .form=${c.form}
            .endpoint=${c.endpoints.subscribe}
            .language=${lang}
            .preview=${preview}
          ></smuc-player-subscribe>`
        : nothing
    }
  </div>`;
}
