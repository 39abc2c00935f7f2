import { css } from 'lit';
import { panelBaseStyles } from '../panel.styles';

/** Styles of `<smuc-player-checkout>`: an overlay over the player frame; logical properties only. */
export const checkoutStyles = [
  panelBaseStyles,
  css`
  :host {
    position: absolute;
    inset: 0;
    z-index: 20;
    display: grid;
    place-items: center;
    padding: 12px;
    background: rgb(0 0 0 / 55%);
  }
  /* On a phone the player is too short for a card form: the checkout takes the whole screen. */
  @media (max-width: 600px) {
    :host {
      position: fixed;
      z-index: 2147483000;
    }
  }
  /* The heading takes the focus when the dialog opens (a start point for screen readers), no ring. */
  h2:focus {
    outline: none;
  }
  .dialog {
    box-sizing: border-box;
    inline-size: min(100%, 420px);
    max-block-size: 100%;
    overflow: auto;
    padding: 16px;
    border-radius: 10px;
    background: var(--smuc-player-card-background, #fff);
    text-align: start;
  }
  header {
    display: flex;
    align-items: start;
    gap: 8px;
  }
  h2 {
    flex: 1;
    margin: 0;
    font-size: 17px;
  }
  .close {
    min-inline-size: 32px;
    min-block-size: 32px;
    border: 0;
    border-radius: 6px;
    background: transparent;
    color: inherit;
    font-size: 20px;
    line-height: 1;
    cursor: pointer;
  }
  .product {
    margin-block: 8px 12px;
    font-size: 14px;
  }
  .product strong {
    display: block;
    text-align: match-parent;
  }
  .element {
    min-block-size: 40px;
  }
  .status {
    margin-block: 10px 0;
    font-size: 13px;
  }
  .error {
    color: #b00020;
  }
  .secure {
    margin-block: 10px 0;
    font-size: 12px;
    color: var(--smuc-player-card-muted-color, #555);
  }
  .pay {
    inline-size: 100%;
    margin-block-start: 12px;
    min-block-size: 40px;
    border: 0;
    border-radius: 6px;
    background: var(--_btn-bg, var(--smuc-player-button-color, #000));
    color: var(--_btn-fg, var(--smuc-player-button-text-color, #fff));
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .pay[disabled] {
    opacity: 0.6;
    cursor: default;
  }
  button:focus-visible {
    outline: 2px solid var(--smuc-player-focus-color, #1a73e8);
    outline-offset: 2px;
  }
`,
];
