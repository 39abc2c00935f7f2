import { css } from 'lit';
import { panelBaseStyles } from '../panel.styles';

/**
 * Styles of `<smuc-player-products>`. Logical properties only (Arabic lays out right to left);
 * colours and font come from the host player's custom properties, with readable defaults.
 */
export const productsStyles = [
  panelBaseStyles,
  css`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  .card {
    display: grid;
    grid-template-columns: 72px 1fr;
    gap: 10px;
    padding: 8px;
    border-radius: 8px;
    background: var(--smuc-player-card-background, #fff);
    border: 2px solid transparent;
    text-align: start;
  }
  .card.pinned {
    border-color: var(--_btn-bg, var(--smuc-player-button-color, var(--_cfg-btn, #000)));
  }
  .image {
    inline-size: 72px;
    block-size: 72px;
    border-radius: 6px;
    object-fit: cover;
    background: #eee;
    cursor: pointer;
  }
  .body {
    display: flex;
    flex-direction: column;
    gap: 4px;
    min-inline-size: 0;
  }
  .badge {
    align-self: flex-start;
    padding-block: 1px;
    padding-inline: 6px;
    border-radius: 4px;
    font-size: 11px;
    font-weight: 700;
    text-transform: uppercase;
    background: var(--_btn-bg, var(--smuc-player-button-color, var(--_cfg-btn, #000)));
    color: var(--_btn-fg, var(--smuc-player-button-text-color, var(--_cfg-fg, #fff)));
  }
  h3 {
    margin: 0;
    font-size: 14px;
    line-height: 1.3;
  }
  .title {
    all: unset;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  .title:hover {
    text-decoration: underline;
  }
  /* Merchant texts keep their own direction (dir="auto") but align with the layout. */
  .description,
  .price {
    text-align: match-parent;
  }
  .description {
    margin: 0;
    font-size: 13px;
    line-height: 1.35;
    color: var(--smuc-player-card-muted-color, #444);
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
  .description.clamped {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    line-clamp: 2;
    overflow: hidden;
  }
  .price {
    margin: 0;
    font-size: 14px;
    font-weight: 700;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin-block-start: 2px;
  }
  .cta,
  .cart {
    display: inline-flex;
    align-items: center;
    min-block-size: 32px;
    padding-block: 4px;
    padding-inline: 12px;
    border-radius: 6px;
    border: 2px solid var(--_btn-bg, var(--smuc-player-button-color, var(--_cfg-btn, #000)));
    font: inherit;
    font-size: 13px;
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
  }
  .cta {
    background: var(--_btn-bg, var(--smuc-player-button-color, var(--_cfg-btn, #000)));
    color: var(--_btn-fg, var(--smuc-player-button-text-color, var(--_cfg-fg, #fff)));
  }
  .cart {
    background: transparent;
    color: inherit;
  }
  .title:focus-visible,
  .cta:focus-visible,
  .cart:focus-visible {
    outline: 3px solid var(--smuc-player-focus-color, #1a73e8);
    outline-offset: 2px;
  }
  .empty {
    margin: 0;
    padding: 12px;
    font-size: 13px;
    background: var(--smuc-player-card-background, #fff);
    border-radius: 8px;
  }
  @media (prefers-reduced-motion: no-preference) {
    .card {
      transition: border-color 0.2s ease;
    }
  }
`,
];
