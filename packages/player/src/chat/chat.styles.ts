import { css } from 'lit';
import { panelBaseStyles } from '../panel.styles';

/** Styles of `<smuc-player-chat>`: logical properties only (RTL-safe), colours from the host player. */
export const chatStyles = [
  panelBaseStyles,
  css`
  .root {
    display: flex;
    flex-direction: column;
    gap: 8px;
    padding: 10px;
    border-radius: 8px;
    background: var(--smuc-player-card-background, #fff);
    text-align: start;
    max-block-size: var(--smuc-player-chat-height, 420px);
    box-sizing: border-box;
  }
  .log {
    margin: 0;
    padding: 0;
    overflow-y: auto;
    flex: 1 1 auto;
    min-block-size: 80px;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  .msg {
    margin: 0;
    font-size: 13px;
    line-height: 1.35;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  .who {
    font-weight: 700;
    margin-inline-end: 4px;
  }
  .about {
    display: inline-block;
    margin-inline-end: 4px;
    padding-inline: 6px;
    border-radius: 999px;
    font-size: 11px;
    background: #e8e8e8;
    color: #1a1a1a;
  }
  .empty,
  .note {
    margin: 0;
    font-size: 13px;
    color: var(--smuc-player-card-muted-color, #444);
  }
  .error {
    margin: 0;
    font-size: 13px;
    color: #b00020;
  }
  form {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    align-items: flex-end;
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: 3px;
    flex: 1 1 160px;
  }
  label {
    font-size: 12px;
    font-weight: 600;
  }
  input,
  select {
    font: inherit;
    font-size: 14px;
    padding-block: 6px;
    padding-inline: 8px;
    border: 1px solid #767676;
    border-radius: 6px;
    background: #fff;
    color: #1a1a1a;
    min-inline-size: 0;
  }
  button {
    font: inherit;
    font-size: 14px;
    font-weight: 600;
    padding-block: 7px;
    padding-inline: 14px;
    border: 0;
    border-radius: 6px;
    cursor: pointer;
    background: var(--_btn-bg, var(--smuc-player-button-color, #000));
    color: var(--_btn-fg, var(--smuc-player-button-text-color, #fff));
  }
  button:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  input:focus-visible,
  select:focus-visible,
  button:focus-visible {
    outline: 2px solid var(--smuc-player-focus-color, #1a73e8);
    outline-offset: 2px;
  }
  .count {
    font-size: 11px;
    color: var(--smuc-player-card-muted-color, #444);
    flex-basis: 100%;
  }
  .count.over {
    color: #b00020;
  }
  .as {
    font-size: 12px;
    color: var(--smuc-player-card-muted-color, #444);
    margin: 0;
  }
`,
];
