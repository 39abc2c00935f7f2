import type { RealtimeConnection } from '@smuc/sdk/realtime';
import type { PlayerConfig, PlayerProduct } from '@smuc/sdk/schemas';
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Kinds that follow a broadcast (realtime feed, pins, chat, viewers). */
export const LIVE_KINDS = new Set<PlayerConfig['kind']>(['live', 'playback']);

/** What the realtime hub tells the player. */
export interface RealtimeHooks {
  /** The broadcast's product feed replaced (in order). */
  feed(items: PlayerProduct[]): void;
  /** The pinned product's id (`null`: nothing pinned). */
  pin(id: number | null): void;
  /** The stream status (0 waiting, 1 live, 2 paused, 3 closed), also on each welcome. */
  status(status: number): void;
  /** Viewers watching now, when the hub counted a change (players showing their viewer count). */
  viewers(count: number): void;
}

/**
 * The viewer's realtime socket (part c of `<smuc-player>`): for broadcasts (`live`, `playback`)
 * with `endpoints.realtime`, outside the editor's preview, it connects as `viewer` through the
 * sdk's realtime client (its own chunk, imported on first use) and passes feed, pins, stream
 * status and the viewers watching to the hooks. {@link connection} is the open connection (the chat shares it) or `null`;
 * it changes request a host update. Another document or disconnecting closes it. Without the hub
 * the player still plays; feed and pins stay as loaded.
 */
export class RealtimeController implements ReactiveController {
  private open: RealtimeConnection | null = null;
  /** `{url}|{apikey}` of the connection open or opening ('' for none). */
  private key = '';
  private off: (() => void)[] = [];

  constructor(
    private readonly host: ReactiveControllerHost & { readonly isConnected: boolean },
    private readonly hooks: RealtimeHooks,
  ) {
    host.addController(this);
  }

  /** The open connection, `null` before it opened or without one. */
  get connection(): RealtimeConnection | null {
    return this.open;
  }

  hostConnected(): void {
    this.key = '';
  }

  hostDisconnected(): void {
    this.close();
  }

  /** Opens, keeps or closes the connection for a document (never in the preview). */
  sync(c: PlayerConfig, preview: boolean): void {
    const url = c.endpoints.realtime;
    const key = !preview && url && LIVE_KINDS.has(c.kind) ? `${url}|${c.apikey}` : '';
    if (key === this.key) return;
    this.close();
    this.key = key;
    if (!key || !url) return;
    import('@smuc/sdk/realtime')
      .then(({ connectRealtime }) => {
        if (this.key !== key || !this.host.isConnected) return;
        const rt = connectRealtime({ url, apikey: c.apikey, role: 'viewer' });
        this.off = [
          rt.on('feed', (items) => this.hooks.feed(items)),
          rt.on('pin', (id) => this.hooks.pin(id)),
          rt.on('status', (status) => this.hooks.status(status)),
          rt.on('viewers', (count) => this.hooks.viewers(count)),
          rt.on('welcome', (welcome) => this.hooks.status(welcome.status)),
        ];
        this.open = rt;
        this.host.requestUpdate();
      })
      .catch(() => {
        // Without the hub the player still plays; feed and pins stay as loaded.
      });
  }

  close(): void {
    for (const off of this.off.splice(0)) off();
    const was = this.open;
    was?.close();
    this.open = null;
    this.key = '';
    if (was) this.host.requestUpdate();
  }
}
