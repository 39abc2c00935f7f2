import type { Stream } from '@smuc/sdk';
import {
  type AdminChatMessage,
  connectRealtime,
  type RealtimeConnection,
  type RealtimeConnectionState,
} from '@smuc/sdk/realtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { realtimeHubUrl } from './realtime-url';

/** What the moderation area shows: the hub's admin view of one player's chat. */
export interface ModerationState {
  connection: RealtimeConnectionState;
  /** The hub refused the session (not the stream's owner, signed out): no reconnecting. */
  refused: boolean;
  /** Plan `chatModeration` limit. */
  moderation: boolean;
  reversed: boolean;
  auto: boolean;
  readOnly: boolean;
  /** Messages by time (oldest first), every state. */
  messages: AdminChatMessage[];
  blocked: string[];
}

const INITIAL: ModerationState = {
  connection: 'connecting',
  refused: false,
  moderation: false,
  reversed: false,
  auto: false,
  readOnly: false,
  messages: [],
  blocked: [],
};

/** Messages kept in the view (the hub sends the latest 200 on joining). */
const KEEP = 500;

function upsert(list: AdminChatMessage[], m: AdminChatMessage): AdminChatMessage[] {
  const i = list.findIndex((x) => x.id === m.id);
  if (i >= 0) return list.map((x, j) => (j === i ? m : x));
  return [...list, m].sort((a, b) => a.ts - b.ts).slice(-KEEP);
}

/**
 * Joins the realtime hub as admin for `stream` (issue 8) and keeps the moderation view current:
 * messages in every state, blocked viewers, the plan and stream moderation flags. Actions go to the
 * hub as `moderate` frames; refusals come back through `onError` with the hub's error code.
 * Signs in with `token` (bearer) or, without one, the session cookie the browser sends.
 */
export function useModeration(
  stream: Stream | undefined,
  apiBase: string,
  token: string | undefined,
  onError: (code: string) => void,
) {
  const [state, setState] = useState<ModerationState>(INITIAL);
  const connection = useRef<RealtimeConnection | null>(null);
  const errorRef = useRef(onError);
  errorRef.current = onError;
  const apikey = stream?.apikey;

  useEffect(() => {
    if (!apikey) return;
    setState(INITIAL);
    const rt = connectRealtime({
      url: realtimeHubUrl(apiBase, window.location.origin),
      apikey,
      role: 'admin',
      ...(token ? { token } : {}),
    });
    connection.current = rt;
    const offs = [
      rt.on('welcome', (w) =>
        setState((s) => ({
          ...s,
          moderation: w.admin?.moderation ?? false,
          reversed: w.admin?.reversed ?? false,
          auto: w.admin?.auto ?? false,
          readOnly: w.read_only,
          messages: w.admin?.messages ?? [],
          blocked: w.admin?.blocked ?? [],
        })),
      ),
      rt.on('moderation', (m) => setState((s) => ({ ...s, messages: upsert(s.messages, m) }))),
      rt.on('blocked', ({ viewer_id, blocked }) =>
        setState((s) => ({
          ...s,
          blocked: blocked
            ? [...new Set([...s.blocked, viewer_id])]
            : s.blocked.filter((v) => v !== viewer_id),
        })),
      ),
      rt.on('error', (e) => {
        if (e.code === 'unauthorized' || e.code === 'forbidden' || e.code === 'not_found')
          setState((s) => ({ ...s, refused: true }));
        else errorRef.current(e.code);
      }),
      rt.on('connection', (c) => setState((s) => ({ ...s, connection: c }))),
    ];
    return () => {
      for (const off of offs) off();
      rt.close();
      connection.current = null;
    };
  }, [apikey, apiBase, token]);

  const moderate = useCallback((action: 'delete' | 'approve' | 'block' | 'unblock', id: string) => {
    connection.current?.moderate(action, id);
  }, []);

  return { state, moderate };
}
