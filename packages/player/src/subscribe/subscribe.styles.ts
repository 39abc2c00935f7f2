import { css } from 'lit';
import { panelBaseStyles } from '../panel.styles';

/** Styles of `<smuc-player-subscribe>`: logical properties only, colours from the host player. */
export const subscribeStyles = [
  panelBaseStyles,
  css`
  .root {
    padding: 12px;
    border-radius: 8px;
    background: var(--smuc-player-card-background, #fff);
    text-align: start;
  }
  /* The account's texts keep their own direction (dir="auto") but align with the layout. */
  h3,
  .description {
    text-align: match-parent;
  }
  h3 {
    margin-block: 0 4px;
    font-size: 16px;
  }
  .description {
    margin-block: 0 10px;
    font-size: 13px;
    line-height: 1.4;
    color: var(--smuc-player-card-muted-color, #444);
    white-space: pre-line;
  }
  form {
    display: flex;
    flex-direction: column;
    gap: 10px;
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: 3px;
  }
  label {
    font-size: 12px;
    font-weight: 600;
  }
  input {
    font: inherit;
    font-size: 14px;
    padding-block: 6px;
    padding-inline: 8px;
    border: 1px solid #767676;
    border-radius: 6px;
    background: #fff;
    color: #1a1a1a;
  }
  input[aria-invalid='true'] {
    border-color: #b3261e;
  }
  .error {
    margin: 0;
    font-size: 12px;
    color: #b3261e;
  }
  .privacy {
    margin: 0;
    font-size: 12px;
    line-height: 1.4;
  }
  .privacy a {
    color: inherit;
  }
  button {
    align-self: flex-start;
    min-block-size: 36px;
    padding-block: 6px;
    padding-inline: 16px;
    border: 0;
    border-radius: 6px;
    font: inherit;
    font-weight: 600;
    background: var(--_btn-bg, var(--smuc-player-button-color, var(--_cfg-btn, #000)));
    color: var(--_btn-fg, var(--smuc-player-button-text-color, var(--_cfg-fg, #fff)));
    cursor: pointer;
  }
  button[aria-disabled='true'] {
    opacity: 0.7;
    cursor: progress;
  }
  input:focus-visible,
  button:focus-visible,
  a:focus-visible,
  .done:focus-visible {
    outline: 3px solid var(--smuc-player-focus-color, #1a73e8);
    outline-offset: 2px;
  }
  .done {
    margin: 0;
    font-size: 15px;
    font-weight: 600;
  }
  .status {
    margin: 0;
    font-size: 13px;
  }
  .status.failed {
    color: #b3261e;
  }
`,
];
