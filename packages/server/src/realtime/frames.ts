import type { PlayerProduct } from '@smuc/sdk';
import { CHAT_LIMITS, type ClientFrame } from '@smuc/sdk/realtime';

/** Anonymous viewer ids: what the analytics ingest accepts as visitor ids (8–64 of `A-Za-z0-9_-`). */
export const VIEWER_ID = /^[A-Za-z0-9_-]{8,64}$/;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, max: number) => (typeof v === 'string' && v.length <= max ? v : undefined);
const int = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : undefined);

/** Control characters except tab and newline (kept out of names and messages). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to match them
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B-\u200F\u202A-\u202E\u2066-\u2069]/g;

/** A display name: trimmed, control and bidi-override characters removed, inner runs of spaces collapsed. */
export function cleanName(raw: string): string {
  return raw.replace(CONTROL, '').replace(/\s+/g, ' ').trim();
}

/** Message text: trimmed, control characters removed (newlines kept). Plain text, never HTML. */
export function cleanText(raw: string): string {
  return raw.replace(CONTROL, '').replace(/\r\n?/g, '\n').trim();
}

/** A product as the player shows it, checked loosely (the admin's own feed; only shape matters). */
function isPlayerProduct(v: unknown): v is PlayerProduct {
  return isObject(v) && int(v.id) !== undefined && typeof v.title === 'string';
}

/**
 * Parses one client frame (see `@smuc/sdk/realtime` protocol). Answers `null` for anything that is
 * not a known, well-formed frame; lengths are checked loosely here (generous upper bounds against
 * abuse) and precisely by the hub, which answers the specific error codes.
 */
export function parseClientFrame(raw: string): ClientFrame | null {
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(v)) return null;
  switch (v.t) {
    case 'hello': {
      const apikey = str(v.apikey, 200);
      if (!apikey || (v.role !== 'viewer' && v.role !== 'admin')) return null;
      const frame: ClientFrame = { t: 'hello', apikey, role: v.role };
      const token = str(v.token, 500);
      if (token) frame.token = token;
      const name = str(v.name, 500);
      if (name) frame.name = name;
      const viewer = str(v.viewer_id, 64);
      if (viewer && VIEWER_ID.test(viewer)) frame.viewer_id = viewer;
      return frame;
    }
    case 'name': {
      const name = str(v.name, 500);
      return name === undefined ? null : { t: 'name', name };
    }
    case 'chat': {
      const text = str(v.text, CHAT_LIMITS.maxLength * 4);
      if (text === undefined) return null;
      const to = v.to === undefined ? 'everywhere' : v.to;
      if (to !== 'everywhere' && to !== 'product') return null;
      const frame: ClientFrame = { t: 'chat', text, to };
      if (v.product_id !== undefined) {
        const id = int(v.product_id);
        if (id === undefined) return null;
        frame.product_id = id;
      }
      return frame;
    }
    case 'feed-info': {
      if (!Array.isArray(v.items) || v.items.length > 500 || !v.items.every(isPlayerProduct)) return null;
      return { t: 'feed-info', items: v.items };
    }
    case 'pin': {
      if (v.product_id === null) return { t: 'pin', product_id: null };
      const id = int(v.product_id);
      return id === undefined ? null : { t: 'pin', product_id: id };
    }
    case 'moderate': {
      const id = str(v.id, 100);
      if (!id || !['delete', 'approve', 'block', 'unblock'].includes(v.action as string)) return null;
      return { t: 'moderate', action: v.action as 'delete', id };
    }
    case 'ping':
      return { t: 'ping' };
    default:
      return null;
  }
}
