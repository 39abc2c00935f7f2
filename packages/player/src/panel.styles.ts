import { css } from 'lit';

/**
 * The base every sidebar panel element shares (products, subscribe, chat): a block host that
 * takes the player's font and card colour from its custom properties, honours `hidden`, and a
 * visually hidden `.sr-only` text for screen readers. Each panel adds its own rules after it.
 */
export const panelBaseStyles = css`
  :host {
    display: block;
    font-family: var(--_font, var(--smuc-player-font-family, system-ui, sans-serif));
    color: var(--smuc-player-card-color, #1a1a1a);
  }
  :host([hidden]) {
    display: none;
  }
  .sr-only {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
