import { css } from 'lit';

/**
 * Styles of `<smuc-player>`. Theme from outside through the `--smuc-player-*` custom properties on
 * the element (they win over the editor's colours only when set) and through `::part(...)`.
 * Logical properties throughout, so Arabic lays out right to left.
 */
export const playerStyles = css`
  :host {
    display: block;
    position: relative;
    font-size: 14px;
    line-height: 1.4;
  }
  /* The editor's colours and font arrive as --_btn, --_text, --_title, --_font on .root. */
  .root {
    display: contents;
    color: var(--smuc-player-text-color, var(--_text, #fff));
    font-family: var(--_font, var(--smuc-player-font-family, system-ui, sans-serif));
    --_btn-bg: var(--smuc-player-button-color, var(--_btn, #000));
    --_btn-fg: var(--smuc-player-button-text-color, var(--_text, #fff));
    --_radius: 0px;
    --_side-w: min(300px, 45%);
  }
  :host([hidden]) { display: none; }
  :host([floating]) {
    position: fixed;
    inset-block-end: 16px;
    inset-inline-end: 16px;
    z-index: 2147483000;
    inline-size: min(var(--_float-w, 360px), calc(100vw - 32px));
  }
  * { box-sizing: border-box; }
  .frame {
    position: relative;
    container-type: inline-size;
    inline-size: 100%;
    margin-inline: auto;
    overflow: hidden;
    background: #000;
    border-radius: var(--_radius);
    isolation: isolate;
  }
  .frame.rounded { --_radius: 12px; }
  .frame:fullscreen { max-inline-size: none; aspect-ratio: auto; }
  .stage { position: absolute; inset: 0; background: #000 center / cover no-repeat; }
  .ad-column { display: flex; flex-direction: column; }
  .ad-column .stage { position: relative; inset: auto; flex: 1 1 auto; min-block-size: 0; }
  video, iframe, smuc-player-photos { position: absolute; inset: 0; inline-size: 100%; block-size: 100%; border: 0; }
  video { object-fit: contain; background: transparent; }
  .fill video { object-fit: cover; }
  .featured { display: block; flex: 0 0 auto; }
  .featured img { display: block; inline-size: 100%; block-size: auto; }
  .cta {
    display: block;
    margin: 8px;
    padding: 10px 16px;
    border-radius: 6px;
    background: var(--_btn-bg);
    color: var(--_btn-fg);
    text-align: center;
    text-decoration: none;
    font-weight: 700;
    flex: 0 0 auto;
  }
  .stage .cta { position: absolute; inset-inline: 8px; inset-block-end: 52px; margin: 0; z-index: 3; }
  .photo .stage .cta { inset-block-end: 96px; }
  .top {
    position: absolute;
    inset-block-start: 0;
    inset-inline: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    padding: 8px;
    z-index: 4;
    background: linear-gradient(rgb(0 0 0 / 0.55), transparent);
    pointer-events: none;
  }
  .top > * { pointer-events: auto; }
  .logo { block-size: 32px; inline-size: auto; max-inline-size: 96px; object-fit: contain; }
  .title { margin: 0; font-size: 16px; font-weight: 700; flex: 1 1 8em; min-inline-size: 0;
    overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: var(--_title, inherit); }
  .spacer { flex: 1 1 auto; }
  .badge { border-radius: 4px; padding: 2px 6px; font-size: 12px; font-weight: 700; background: rgb(0 0 0 / 0.6); white-space: nowrap; }
  .badge.live { background: #c4161c; color: #fff; }
  .icon-btn {
    inline-size: 36px;
    block-size: 36px;
    flex: 0 0 auto;
    display: inline-grid;
    place-items: center;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: rgb(0 0 0 / 0.55);
    color: #fff;
    cursor: pointer;
  }
  /* Pressed (like, captions): the red icon on a darker disc, 3.9:1 even over a white frame
     (on the 0.55 disc it was 1.5:1; docs/accessibility/smuc-player-acr.md, 1.4.11). */
  .icon-btn[aria-pressed='true'] { color: #ff4d6d; background: rgb(0 0 0 / 0.8); }
  button:focus-visible, a:focus-visible, input:focus-visible, [tabindex]:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
    box-shadow: 0 0 0 5px #000;
  }
  svg { inline-size: 20px; block-size: 20px; fill: currentColor; }
  :host(:dir(rtl)) .flip { transform: scaleX(-1); }
  .big-play {
    position: absolute;
    inset-block-start: 50%;
    inset-inline-start: 50%;
    translate: -50% -50%;
    inline-size: 64px;
    block-size: 64px;
    border-radius: 50%;
    border: 0;
    display: grid;
    place-items: center;
    background: var(--_btn-bg);
    color: var(--_btn-fg);
    z-index: 2;
    cursor: pointer;
  }
  :host(:dir(rtl)) .big-play { translate: 50% -50%; }
  .big-play svg { inline-size: 32px; block-size: 32px; }
  .controls {
    position: absolute;
    inset-inline: 0;
    inset-block-end: 0;
    display: flex;
    align-items: center;
    gap: 6px;
    padding: 6px 8px;
    z-index: 4;
    background: linear-gradient(transparent, rgb(0 0 0 / 0.65));
  }
  /* An opaque inline sidebar takes its column from the video; a see-through one lies over it, so
     only the controls and the call to action move out of its way. */
  .side-open.side-inline:not(.transparent) .stage { inset-inline-end: var(--_side-w); }
  .side-open.side-inline .top,
  .side-open.side-inline.transparent .controls { inset-inline-end: var(--_side-w); }
  .side-open.side-inline.transparent .stage .cta { inset-inline-end: calc(var(--_side-w) + 8px); }
  /* Captions (issue 34 §1): the active cues above the control bar, and above an open product
     sheet that lies over the video (side-bottom: 48px bar + at most 45 %). */
  .captions {
    position: absolute;
    inset-inline: 8px;
    inset-block-end: 56px;
    z-index: 4;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 2px;
    pointer-events: none;
    text-align: center;
  }
  .side-open.side-bottom .captions { inset-block-end: calc(45% + 56px); }
  .cue {
    unicode-bidi: plaintext;
    padding-block: 2px;
    padding-inline: 8px;
    border-radius: 4px;
    background: rgb(0 0 0 / 0.8);
    color: #fff;
    font-size: clamp(14px, 4cqi, 22px);
    line-height: 1.35;
    white-space: pre-line;
  }
  .cc-lang { max-inline-size: 96px; min-block-size: 24px; font: inherit; font-size: 12px; border-radius: 4px; }
  /* White, not the publisher's button colour: the default black fill and thumb were 1:1 against
     the dark bar (1.4.11). */
  .seek { flex: 1 1 auto; min-inline-size: 40px; accent-color: #fff; }
  .time { font-variant-numeric: tabular-nums; font-size: 12px; white-space: nowrap; }
  /* Text of the bar on its own dark chip: over a bright frame the gradient alone left the clock
     at 2.3:1 (now 10.4:1, 1.4.3). */
  .time, .controls .brand { padding-block: 1px; padding-inline: 6px; border-radius: 4px; background: rgb(0 0 0 / 0.75); }
  .brand { font-size: 11px; opacity: 0.85; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; min-inline-size: 0; }
  /* Small players (ads, floating) keep the buttons and drop the clock and the brand line. */
  @container (max-width: 420px) {
    .time, .controls .brand { display: none; }
  }
  .photo smuc-player-photos { inset-block-end: 48px; block-size: auto; }
  .notice {
    position: absolute;
    inset: 0;
    display: grid;
    place-content: center;
    gap: 12px;
    padding: 16px;
    text-align: center;
    z-index: 1;
    background: rgb(0 0 0 / 0.45);
  }
  .notice p { margin: 0; }
  .notice .retry {
    justify-self: center;
    padding-block: 8px;
    padding-inline: 16px;
    border: 0;
    border-radius: 6px;
    background: #fff;
    color: #111;
    font: inherit;
    cursor: pointer;
  }
  .notice .retry:focus-visible { outline: 2px solid #fff; outline-offset: 2px; }
  .countdown { background: rgb(0 0 0 / 0.6); }
  .count-cells { display: flex; gap: 8px; justify-content: center; margin: 0; padding: 0; }
  .count-cells div { display: grid; min-inline-size: 52px; padding: 6px; border-radius: 8px; background: rgb(255 255 255 / 0.12); }
  .count-cells dd { margin: 0; font-size: 22px; font-weight: 700; font-variant-numeric: tabular-nums; order: -1; }
  .count-cells dt { font-size: 11px; }
  .sidebar {
    position: absolute;
    z-index: 5;
    display: flex;
    flex-direction: column;
    background: #fff;
    color: #111;
  }
  .transparent .sidebar { background: rgb(0 0 0 / 0.5); color: #fff; backdrop-filter: blur(6px); }
  .side-inline .sidebar { inset-block: 0; inset-inline-end: 0; inline-size: var(--_side-w); }
  .side-bottom .sidebar { inset-inline: 0; inset-block-end: 48px; max-block-size: 45%; border-radius: 12px 12px 0 0; }
  /* A narrow player's open sidebar follows the video instead of covering it: the stage keeps the
     video's ratio and the sheet comes after it in the flow (frameLayout's side-below). */
  .side-below:not(:fullscreen) { display: flex; flex-direction: column; }
  .side-below:not(:fullscreen) .stage { position: relative; inset: auto; flex: 0 0 auto; aspect-ratio: var(--_ratio); }
  .side-below:not(:fullscreen) .sidebar { position: relative; inset: auto; flex: 0 1 auto; max-block-size: min(60vh, 360px); border-radius: 0; }
  .sidebar.enter { animation: smuc-in 0.35s ease both; }
  @keyframes smuc-in { from { opacity: 0; transform: translateY(12px); } }
  @media (prefers-reduced-motion: reduce) {
    .sidebar.enter { animation: none; }
  }
  [role='tablist'] { display: flex; gap: 2px; padding: 4px 4px 0; border-block-end: 1px solid rgb(128 128 128 / 0.4); }
  [role='tab'] {
    flex: 1 1 auto;
    padding: 8px;
    border: 0;
    border-block-end: 3px solid transparent;
    background: none;
    color: inherit;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  [role='tab'][aria-selected='true'] { border-block-end-color: var(--_btn-bg); }
  .transparent [role='tab'][aria-selected='true'] { border-block-end-color: currentColor; }
  .side-head { margin: 0; padding: 8px 12px; font-size: 14px; }
  .panel { flex: 1 1 auto; overflow: auto; min-block-size: 0; }
  .side-toggle { position: absolute; z-index: 6; inset-block-start: 52px; inset-inline-end: 8px; }
  .side-open.side-inline .side-toggle { inset-inline-end: calc(var(--_side-w) + 8px); }
  .launcher {
    display: flex;
    align-items: center;
    gap: 8px;
    margin-inline-start: auto;
    padding: 6px 14px 6px 6px;
    border: 0;
    border-radius: 999px;
    background: var(--_btn-bg);
    color: var(--_btn-fg);
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  .launcher img, .launcher .dot { inline-size: 44px; block-size: 44px; border-radius: 50%; object-fit: cover; background: #333; }
  .sr { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;
