import type { PlayerConfig, PlayerProduct } from '@smuc/sdk/schemas';
import { CLIP, CLIP_SECONDS, configFor, fixture, product } from '../test/documents';
import { collect, expect, expectAccessible, inShadow, requested, waitFor } from '../test/helpers';
import type { SmucPlayer } from './index';

// `<smuc-player>` comes from the built bundle (`dist/player.js`, loaded below); the types above are
// type-only imports, so what runs is what viewers get.
before(async () => {
  await import(new URL('../dist/player.js', import.meta.url).href);
});

const image = (name: string) => ({ url: fixture(name), thumbnail_url: fixture(name) });

const mounted: HTMLElement[] = [];
/** Mounts `<smuc-player>` with a document (preview unless told) and waits for its first render. */
async function mount(config: PlayerConfig | null, attrs: Record<string, string> = { preview: '' }) {
  const el = document.createElement('smuc-player') as SmucPlayer;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  if (config) el.config = config;
  document.body.append(el);
  mounted.push(el);
  await waitFor(() => config === null || el.shadowRoot?.querySelector('.frame[lang]'));
  return el;
}
const $ = <E extends Element = HTMLElement>(el: HTMLElement, selector: string) =>
  el.shadowRoot?.querySelector<E>(selector) ?? null;
const video = (el: HTMLElement) => $<HTMLVideoElement>(el, 'video');
const button = (el: HTMLElement, label: string) =>
  inShadow<HTMLButtonElement>(el, 'button').find((b) => b.getAttribute('aria-label') === label) ?? null;

/**
 * Answers `fetch` for addresses under `base` with `answer(url)` (a player document in the envelope
 * and extra headers) and records them; other addresses go to the network. `restore` puts `fetch` back.
 */
function answerDocuments(
  base: string,
  answer: (url: string) => { data: PlayerConfig; headers?: Record<string, string> },
) {
  const reads: string[] = [];
  const original = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith(base)) return original(input, init);
    reads.push(url);
    const { data, headers = {} } = answer(url);
    return new Response(JSON.stringify({ success: true, data }), {
      headers: { 'content-type': 'application/json', ...headers },
    });
  };
  return {
    reads,
    restore: () => {
      window.fetch = original;
    },
  };
}

/** Records what the tracker hands to `navigator.sendBeacon` (events of every flush). */
function beacons() {
  const original = navigator.sendBeacon;
  const sent: { url: string; events: Record<string, unknown>[] }[] = [];
  navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
    const batch = JSON.parse(String(data)) as { batch_id: string; events: Record<string, unknown>[] };
    sent.push({ url: String(url), events: batch.events });
    return true;
  };
  return {
    sent,
    /** Flushes every tracker (they send on `pagehide`) and answers all events sent so far. */
    flush() {
      window.dispatchEvent(new Event('pagehide'));
      return sent.flatMap((b) => b.events);
    },
    restore: () => {
      navigator.sendBeacon = original;
    },
  };
}

afterEach(() => {
  for (const el of mounted.splice(0)) el.remove();
  localStorage.clear();
});

describe('<smuc-player> VOD', () => {
  it('plays a video with keyboard-operable controls, events out and no axe findings', async () => {
    const el = await mount(configFor({ title: 'Spring collection' }));
    const v = await waitFor(() => video(el));
    expect(v.src).to.equal(CLIP);
    expect($(el, '.title')?.textContent).to.equal('Spring collection');
    expect($(el, '.frame')?.getAttribute('aria-label')).to.equal('Spring collection');
    await waitFor(() => v.readyState >= 1);
    const seek = await waitFor(() => $<HTMLInputElement>(el, 'input[type=range]'));
    expect(seek.max).to.equal(String(CLIP_SECONDS));
    expect($(el, '[part=live-badge]')).to.equal(null);
    await expectAccessible(el);

    const played = collect<{ currentTime: number }>('smuc-play');
    const paused = collect<{ currentTime: number }>('smuc-pause');
    v.muted = true;
    button(el, 'Play')?.click();
    await waitFor(() => played.details.length > 0);
    await waitFor(() => button(el, 'Pause'));
    button(el, 'Pause')?.click();
    await waitFor(() => paused.details.length > 0);
    expect(v.paused).to.equal(true);
    played.stop();
    paused.stop();

    button(el, 'Unmute')?.click();
    await waitFor(() => button(el, 'Mute'));
    expect(v.muted).to.equal(false);
  });

  describe('captions (issue 34 §1)', () => {
    const captions = [
      { language: 'en' as const, url: fixture('captions.en.vtt') },
      { language: 'ar' as const, url: fixture('captions.ar.vtt') },
    ];
    const withCaptions = (over: Partial<PlayerConfig> = {}) =>
      configFor({
        language: 'hu',
        source: {
          video: { url: CLIP, poster: null, duration: CLIP_SECONDS, captions },
          social: null,
          live: null,
        },
        ...over,
      });
    const box = (el: HTMLElement, selector: string) => $(el, selector)?.getBoundingClientRect();

    it('loads real <track> files; CC shows the viewer’s language above the controls, Arabic right to left', async () => {
      const el = await mount(withCaptions());
      const v = await waitFor(() => video(el));
      const tracks = Array.from(v.querySelectorAll('track'));
      expect(tracks.map((t) => [t.kind, t.srclang, t.label])).to.deep.equal([
        ['captions', 'en', 'English'],
        ['captions', 'ar', 'العربية'],
      ]);
      expect(v.crossOrigin).to.equal('anonymous');
      // Off until asked for (not an autoplay player): no track is read.
      const cc = await waitFor(() => button(el, 'Feliratok'));
      expect(cc.getAttribute('aria-pressed')).to.equal('false');
      expect(Array.from(v.textTracks).map((t) => t.mode)).to.deep.equal(['disabled', 'disabled']);
      expect($(el, '.captions')).to.equal(null);
      // A native button: Enter and Space press it; focus stays on it.
      cc.focus();
      cc.click();
      await waitFor(() => cc.getAttribute('aria-pressed') === 'true');
      // The browser's language (en-US here) comes before the player's (hu, no track).
      const shown = await waitFor(() => $(el, '.captions'));
      expect(shown.getAttribute('lang')).to.equal('en');
      expect(shown.textContent?.trim()).to.equal('Hello viewers');
      expect(v.textTracks[0]?.mode).to.equal('hidden');
      const controls = box(el, '.controls');
      expect(box(el, '.captions')?.bottom).to.be.at.most((controls?.top ?? 0) + 0.5);
      await expectAccessible(el);

      // Pressed, the red icon sits on the darker disc (3.9:1 over a white frame, the ACR's 1.4.11).
      expect(getComputedStyle(cc).backgroundColor).to.equal('rgba(0, 0, 0, 0.8)');
      const choice = await waitFor(() => $<HTMLSelectElement>(el, 'select[part=caption-language]'));
      expect(choice.getAttribute('aria-label')).to.equal('Felirat nyelve');
      expect(choice.getBoundingClientRect().height).to.be.at.least(24);
      choice.value = 'ar';
      choice.dispatchEvent(new Event('change'));
      const arabic = await waitFor(() => $(el, '.captions[lang=ar]'));
      expect(arabic.getAttribute('dir')).to.equal('rtl');
      await waitFor(() => arabic.textContent?.trim() === 'مرحبا بالمشاهدين');
      expect(getComputedStyle(arabic).direction).to.equal('rtl');
      expect(Array.from(v.textTracks).map((t) => t.mode)).to.deep.equal(['disabled', 'hidden']);

      cc.click();
      await waitFor(() => !$(el, '.captions'));
      expect(cc.getAttribute('aria-pressed')).to.equal('false');
    });

    it('stays above an open product sheet that lies over the video', async () => {
      const el = await mount(withCaptions({ autoplay: true, products: [product(1), product(2)] }));
      el.style.inlineSize = '640px';
      el.style.blockSize = '900px';
      const frame = await waitFor(() => $(el, '.frame'));
      await waitFor(() => $(el, '.captions'));
      const sheet = $(el, '.side-bottom .sidebar');
      if (sheet && frame.classList.contains('side-open'))
        expect(box(el, '.captions')?.bottom).to.be.at.most((sheet.getBoundingClientRect().top ?? 0) + 0.5);
    });

    it('shows captions by default on a muted autoplay player (an ad), none without tracks', async () => {
      const el = await mount(withCaptions({ autoplay: true, muted: true, kind: 'embed' }));
      const v = await waitFor(() => video(el));
      expect(v.muted).to.equal(true);
      await waitFor(() => $(el, '.captions[lang=en]'));
      expect(button(el, 'Feliratok')?.getAttribute('aria-pressed')).to.equal('true');
      const plain = await mount(configFor());
      await waitFor(() => video(plain));
      expect(button(plain, 'Captions')).to.equal(null);
      expect(video(plain)?.hasAttribute('crossorigin')).to.equal(false);
    });
  });

  it('puts the sidebar beside a wide player and below it on a narrow page', async () => {
    const products = [product(1)];
    const el = await mount(configFor({ orientation: 1, products }));
    el.style.inlineSize = '900px';
    await waitFor(() => $(el, '.frame.side-inline'));
    el.style.inlineSize = '375px';
    await waitFor(() => $(el, '.frame.side-bottom'));
    await expectAccessible(el);
  });

  it('on a phone-wide page the product sheet follows the video and covers none of it', async () => {
    const el = await mount(configFor({ orientation: 1, products: [product(1), product(2), product(3)] }));
    el.style.inlineSize = '375px';
    const frame = await waitFor(() => $<HTMLElement>(el, '.frame.side-below'));
    const rect = (selector: string) => {
      const box = $(el, selector)?.getBoundingClientRect();
      if (!box) throw new Error(`${selector} is not rendered`);
      return box;
    };
    await waitFor(() => rect('.sidebar').height > 0);
    const stage = rect('.stage');
    const sheet = rect('.sidebar');
    // The video keeps its box's ratio; the sheet starts where it ends and the element grows by it.
    const [w, h] = frame.style.getPropertyValue('--_ratio').split('/').map(Number);
    const ratio = Number(w) / Number(h);
    expect(ratio).to.be.above(0);
    expect(Math.abs(stage.width / stage.height - ratio)).to.be.below(0.02);
    expect(sheet.top).to.be.at.least(stage.bottom - 0.5);
    expect(frame.getBoundingClientRect().height).to.be.closeTo(stage.height + sheet.height, 1);
    for (const part of ['.big-play', '.controls']) {
      const box = rect(part);
      expect(box.top, part).to.be.at.least(stage.top - 0.5);
      expect(box.bottom, part).to.be.at.most(stage.bottom + 0.5);
    }
    await expectAccessible(el);
    // Hidden, the sheet gives the room back: the player is the video's box again.
    button(el, 'Hide sidebar')?.click();
    await waitFor(() => !$(el, '.frame.side-below'));
    const box = frame.getBoundingClientRect();
    expect(Math.abs(box.width / box.height - ratio)).to.be.below(0.02);
  });

  it('autoplay forces muted and loop repeats a simple video', async () => {
    const el = await mount(configFor({ autoplay: true, loop: true, kind: 'embed' }));
    const v = await waitFor(() => video(el));
    expect(v.muted).to.equal(true);
    expect(v.loop).to.equal(true);
    await waitFor(() => !v.paused && v.currentTime > 0);
  });

  it('Play pressed while a play is starting keeps playing (never pauses what still shows Play)', async () => {
    const el = await mount(configFor({ kind: 'embed' }));
    const v = await waitFor(() => video(el));
    v.muted = true;
    // A play already asked for (a live engine starting, autoplay waiting for data): the video is
    // no longer paused, but nothing plays yet, so the viewer still sees Play and presses it.
    void v.play().catch(() => undefined);
    expect(v.paused).to.equal(false);
    ($(el, '[part="big-play"]') as HTMLButtonElement).click();
    await waitFor(() => !v.paused && v.currentTime > 0.5);
    expect($(el, '[part="big-play"]')).to.equal(null);
  });

  it('sends impression, play, 3-second view, quartiles, complete, heartbeat and product events', async () => {
    const beacon = beacons();
    try {
      const config = configFor({ autoplay: true });
      const el = await mount(config, {});
      const v = await waitFor(() => video(el));
      v.playbackRate = 2;
      const ended = collect('smuc-ended');
      await waitFor(() => ended.details.length > 0, 15_000);
      ended.stop();
      // A product event from the products list passes out of the player and is counted.
      const clicks = collect<{ productId: number }>('smuc-product-click');
      $(el, '.frame')?.dispatchEvent(
        new CustomEvent('smuc-product-click', { detail: { productId: 7 }, bubbles: true, composed: true }),
      );
      expect(clicks.details).to.deep.equal([{ productId: 7 }]);
      clicks.stop();
      // Add to cart through the page's cart and Buy into the checkout are the funnel's add to cart.
      for (const [type, productId] of [
        ['smuc-add-to-cart', 7],
        ['smuc-buy', 8],
      ] as const)
        $(el, '.frame')?.dispatchEvent(
          new CustomEvent(type, { detail: { productId }, bubbles: true, composed: true }),
        );
      const events = beacon.flush();
      expect(beacon.sent.every((b) => b.url === config.endpoints.events)).to.equal(true);
      expect(events.every((e) => e.apikey === config.apikey)).to.equal(true);
      const types = events.map((e) => e.type);
      expect(types.filter((type) => type === 'impression')).to.have.length(1);
      // One play for the page view: the first playback start (the funnel's second step).
      expect(types.filter((type) => type === 'play')).to.have.length(1);
      expect(types.indexOf('play')).to.be.below(types.indexOf('three_sec_view'));
      expect(types.filter((type) => type === 'three_sec_view')).to.have.length(1);
      expect(events.filter((e) => e.type === 'quartile').map((e) => e.quartile)).to.deep.equal([25, 50, 75]);
      expect(types.filter((type) => type === 'complete')).to.have.length(1);
      const watched = events.filter((e) => e.type === 'heartbeat').reduce((s, e) => s + Number(e.seconds), 0);
      expect(watched).to.be.within(3, 6);
      expect(events.filter((e) => e.type === 'product_click').map((e) => e.product_id)).to.deep.equal([7]);
      expect(events.filter((e) => e.type === 'add_to_cart').map((e) => e.product_id)).to.deep.equal([7, 8]);
    } finally {
      beacon.restore();
    }
  });

  it('sends nothing in preview', async () => {
    const beacon = beacons();
    try {
      const el = await mount(configFor({ autoplay: true }));
      const v = await waitFor(() => video(el));
      await waitFor(() => v.currentTime > 1.2);
      expect(beacon.flush()).to.deep.equal([]);
    } finally {
      beacon.restore();
    }
  });
});

describe('<smuc-player> playback (fake live)', () => {
  it('joins a running schedule at now − start_date, as live without a seek bar', async () => {
    const start = new Date(Date.now() - 3000).toISOString();
    const el = await mount(
      configFor({
        kind: 'playback',
        start_date: start,
        autoplay: true,
        show_viewers: true,
        viewer_count: 12,
      }),
    );
    const v = await waitFor(() => video(el));
    await waitFor(() => v.readyState >= 1 && v.currentTime >= 2.5);
    expect(v.currentTime).to.be.below(6);
    expect($(el, '[part=live-badge]')?.textContent).to.equal('Live');
    expect($(el, '[part=viewers]')?.textContent?.trim()).to.equal('12 watching');
    expect($(el, 'input[type=range]')).to.equal(null);
    await expectAccessible(el);
  });

  it('shows the countdown box with the notification sign-up before the start, then plays', async () => {
    const start = new Date(Date.now() + 86_400_000 + 3_600_000 + 2500).toISOString();
    const form = {
      id: 1,
      tab_label: 'Notify me',
      title: 'Get a reminder',
      description: 'We e-mail you when it starts.',
      name_enabled: false,
      name_placeholder: 'Name',
      email_placeholder: 'E-mail',
      phone_enabled: false,
      phone_placeholder: 'Phone',
      privacy_url: 'https://shop.example/privacy',
      cta_label: 'Remind me',
    };
    const el = await mount(
      configFor({ kind: 'playback', start_date: start, show_countdown_box: true, form }),
    );
    const timer = await waitFor(() => $(el, '[role=timer]'));
    expect(inShadow(el, '.count-cells dd').map((d) => d.textContent)).to.deep.include.members(['01']);
    expect(timer.getAttribute('aria-label')).to.match(/^Starts in 1 days, 1 hours, 0 minutes, \d seconds$/);
    expect(video(el)).to.equal(null);
    await waitFor(
      () => customElements.get('smuc-player-subscribe') && $(el, '[part=countdown] smuc-player-subscribe'),
    );
    await expectAccessible(el);

    el.config = configFor({
      kind: 'playback',
      start_date: new Date(Date.now() + 1500).toISOString(),
      show_countdown_box: true,
    });
    await waitFor(() => $(el, '[role=timer]'));
    await waitFor(() => video(el), 5000);
    expect($(el, '[part=live-badge]')).to.not.equal(null);
  });

  it('is a VOD after its end date', async () => {
    const el = await mount(
      configFor({
        kind: 'playback',
        start_date: new Date(Date.now() - 60_000).toISOString(),
        end_date: new Date(Date.now() - 1000).toISOString(),
      }),
    );
    await waitFor(() => video(el));
    expect(el.phase).to.equal('vod');
    expect($(el, '[part=live-badge]')).to.equal(null);
    await waitFor(() => $(el, 'input[type=range]'));
  });
});

describe('<smuc-player> live', () => {
  const live = (over: Partial<NonNullable<PlayerConfig['source']['live']>> = {}) => ({
    websocket_url: null,
    stream_id: 'stream-test',
    token: null,
    hls_url: fixture('live/index.m3u8'),
    ...over,
  });

  it('falls back from WebRTC to HLS (hls.js loaded only then) and plays', async () => {
    expect(requested('hls.light')).to.deep.equal([]);
    const el = await mount(
      configFor({
        kind: 'live',
        stream_status: 1,
        autoplay: true,
        // Nothing listens there: the WebRTC engine is refused and the player falls back.
        source: {
          video: null,
          social: null,
          live: live({ websocket_url: 'ws://127.0.0.1:9/WebRTCAppEE/websocket' }),
        },
      }),
    );
    const v = await waitFor(() => video(el));
    await waitFor(() => v.currentTime > 0.5, 25_000);
    expect(requested('webrtc').length).to.be.greaterThan(0);
    // Chromium answers canPlayType for HLS but its own engine fails on live playlists: with Media
    // Source present, hls.js plays (a blob: source), never the browser's HLS (issue 28).
    expect(requested('hls.light').length).to.be.greaterThan(0);
    expect(v.src.startsWith('blob:')).to.equal(true);
    expect($(el, '[part=live-badge]')?.textContent).to.equal('Live');
    await expectAccessible(el);
  });

  it('tells the viewer a live stream that cannot be loaded failed, and offers a retry', async () => {
    const missing = fixture('live/missing.m3u8');
    const el = await mount(
      configFor({
        kind: 'live',
        stream_status: 1,
        source: { video: null, social: null, live: live({ hls_url: missing }) },
      }),
    );
    // hls.js's own retries, two reloads and a quiet second start come first.
    const retry = await waitFor(() => $(el, '.notice [part=retry]') as HTMLButtonElement | null, 25_000);
    expect($(el, '.notice [role=status]')?.textContent).to.equal('The live stream could not be loaded.');
    expect(retry.textContent?.trim()).to.equal('Try again');
    expect(video(el)).to.equal(null);
    await expectAccessible(el);
    const tries = requested('missing.m3u8').length;
    retry.click();
    await waitFor(() => requested('missing.m3u8').length > tries, 10_000);
  });

  it('shows a waiting notice before the broadcast and an ended notice after it', async () => {
    const el = await mount(
      configFor({ kind: 'live', stream_status: 0, source: { video: null, social: null, live: live() } }),
    );
    await waitFor(() => $(el, '.notice [role=status]'));
    expect($(el, '.notice [role=status]')?.textContent).to.equal('The broadcast has not started yet.');
    expect(video(el)).to.equal(null);
    await expectAccessible(el);
    el.config = configFor({
      kind: 'live',
      stream_status: 3,
      source: { video: null, social: null, live: live() },
    });
    await waitFor(() => $(el, '.notice [role=status]')?.textContent === 'The broadcast has ended.');
  });
});

describe('<smuc-player> realtime', () => {
  /** A stand-in for the hub's WebSocket: records what the client sends, delivers server frames. */
  class FakeSocket {
    static last: FakeSocket | null = null;
    readyState = 0;
    sent: { t: string; [k: string]: unknown }[] = [];
    onopen: ((ev: unknown) => void) | null = null;
    onclose: ((ev: { code: number }) => void) | null = null;
    onmessage: ((ev: { data: unknown }) => void) | null = null;
    onerror: ((ev: unknown) => void) | null = null;
    constructor(readonly url: string) {
      FakeSocket.last = this;
      setTimeout(() => {
        this.readyState = 1;
        this.onopen?.({});
      }, 0);
    }
    send(data: string) {
      this.sent.push(JSON.parse(data));
    }
    close() {
      this.readyState = 3;
    }
    deliver(frame: object) {
      this.onmessage?.({ data: JSON.stringify(frame) });
    }
  }

  /** Runs `body` with {@link FakeSocket} as the page's WebSocket and beacons caught, then restores both. */
  async function withFakeHub(body: () => Promise<void>): Promise<void> {
    const original = window.WebSocket;
    const beacon = beacons();
    (window as unknown as { WebSocket: unknown }).WebSocket = FakeSocket;
    FakeSocket.last = null;
    try {
      await body();
    } finally {
      window.WebSocket = original;
      beacon.restore();
    }
  }

  /** The fake hub socket once the player sent its hello. */
  const helloed = () => waitFor(() => FakeSocket.last?.sent.find((f) => f.t === 'hello') && FakeSocket.last);

  it('takes feed, pin and status from the hub and starts playing when the broadcast goes live', () =>
    withFakeHub(async () => {
      const config = configFor({
        kind: 'live',
        stream_status: 0,
        autoplay: true,
        show_chat: true,
        source: {
          video: null,
          social: null,
          live: { websocket_url: null, stream_id: 's', token: null, hls_url: fixture('live/index.m3u8') },
        },
        endpoints: { ...configFor().endpoints, realtime: 'ws://hub.invalid/smucrestapi/v2/realtime' },
      });
      const el = await mount(config, {});
      const socket = await helloed();
      expect(socket.url).to.equal(config.endpoints.realtime);
      expect(socket.sent[0]).to.include({ t: 'hello', apikey: config.apikey, role: 'viewer' });
      socket.deliver({
        t: 'welcome',
        role: 'viewer',
        read_only: false,
        viewer_id: 'viewer-1',
        name: null,
        status: 0,
        chat_enabled: true,
        chat: [],
        limits: { max_length: 500, max_name_length: 40 },
      });
      expect(video(el)).to.equal(null);
      socket.deliver({ t: 'feed-info', items: [product(1), product(2)], video_time: null });
      socket.deliver({ t: 'pin', product_id: 2, video_time: null });
      const list = await waitFor(
        () =>
          $(el, 'smuc-player-products') as
            | (HTMLElement & { products: PlayerProduct[]; pinnedId: number | null })
            | null,
      );
      await waitFor(() => list.pinnedId === 2);
      expect(list.products.map((p) => p.id)).to.deep.equal([1, 2]);
      expect(inShadow(el, '[role=tab]').map((tab) => tab.textContent?.trim())).to.deep.equal([
        'Products',
        'Chat',
      ]);
      const chat = await waitFor(
        () => $(el, 'smuc-player-chat') as (HTMLElement & { connection: unknown; live: boolean }) | null,
      );
      expect(chat.connection).to.not.equal(null);
      expect(chat.live).to.equal(false);

      socket.deliver({ t: 'status', status: 1 });
      const v = await waitFor(() => video(el));
      await waitFor(() => v.currentTime > 0.3, 20_000);
      expect(chat.live).to.equal(true);
      await waitFor(() => $(el, '[role=status]:not(p)')?.textContent === 'Started');
      socket.deliver({ t: 'status', status: 3 });
      await waitFor(() => $(el, '.notice [role=status]')?.textContent === 'The broadcast has ended.');
    }));

  it('updates "N watching" when the hub counts other viewers (issue 30 defect 8)', () =>
    withFakeHub(async () => {
      const config = configFor({
        kind: 'live',
        stream_status: 0,
        show_viewers: true,
        viewer_count: 0,
        endpoints: { ...configFor().endpoints, realtime: 'ws://hub.invalid/smucrestapi/v2/realtime' },
      });
      const el = await mount(config, {});
      const badge = () => $(el, '[part=viewers]')?.textContent?.trim();
      expect(badge()).to.equal('0 watching');
      (await helloed()).deliver({ t: 'viewers', count: 3 });
      await waitFor(() => badge() === '3 watching');
    }));
});

describe('<smuc-player> embed', () => {
  it('shows a social video in a titled iframe', async () => {
    const embedUrl = fixture('embed.html');
    const el = await mount(
      configFor({
        kind: 'embed',
        title: 'Unboxing',
        source: {
          video: null,
          social: { provider: 'youtube', url: 'https://youtu.be/x', embed_url: embedUrl },
          live: null,
        },
      }),
    );
    const frame = await waitFor(() => $<HTMLIFrameElement>(el, 'iframe'));
    expect(frame.src).to.equal(embedUrl);
    expect(frame.title).to.equal('Video: Unboxing');
    expect(frame.allow).to.contain('fullscreen');
    await expectAccessible(el);
    el.config = { ...(el.config as PlayerConfig), autoplay: true };
    await waitFor(() => $<HTMLIFrameElement>(el, 'iframe')?.src === `${embedUrl}?autoplay=1&mute=1`);
  });

  it('never renders a javascript: embed address', async () => {
    const el = await mount(
      configFor({
        kind: 'embed',
        source: {
          video: null,
          social: { provider: 'vimeo', url: 'x', embed_url: 'javascript:alert(1)' },
          live: null,
        },
      }),
    );
    expect($(el, 'iframe')).to.equal(null);
    expect($(el, '.notice')?.textContent?.trim()).to.equal('The video cannot be played.');
  });
});

describe('<smuc-player> on the viewer page (issue 35 §4)', () => {
  it("keeps the page's poster showing while its document loads, then shows its own frame", async () => {
    // `/watch/{id}` puts the player's first image inside the element: it is the page's largest
    // paint, so it must stay on screen (slotted, not covered by "Loading…") until the document came.
    const base = 'https://documents.invalid/smucrestapi/v2';
    const config = configFor({ kind: 'embed' });
    const { restore } = answerDocuments(base, () => ({ data: config }));
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = window.fetch;
    window.fetch = async (input, init) => gate.then(() => answer(input, init));
    try {
      const el = document.createElement('smuc-player') as SmucPlayer;
      el.setAttribute('apikey', config.apikey);
      el.setAttribute('api-base', base);
      el.setAttribute('preview', '');
      const still = Object.assign(document.createElement('img'), { src: fixture('photo1.jpg'), alt: '' });
      Object.assign(still, { width: 320, height: 180 });
      el.append(still);
      document.body.append(el);
      mounted.push(el);
      const slot = await waitFor(() => $<HTMLSlotElement>(el, 'slot'));
      expect(slot.assignedElements()).to.deep.equal([still]);
      expect(still.getBoundingClientRect().height).to.be.greaterThan(0);
      expect($(el, '.frame')).to.equal(null);
      expect($(el, '[role="status"]')?.textContent?.trim()).to.equal('Loading video');
      release();
      await waitFor(() => $(el, '.frame[lang]'), 10_000);
      expect($(el, 'slot')).to.equal(null);
      expect(still.getBoundingClientRect().height).to.equal(0);
      expect(video(el)).to.not.equal(null);
    } finally {
      window.fetch = answer;
      restore();
    }
  });
});

describe('<smuc-player> video being prepared (issue 28 §3)', () => {
  const converting = { video: null, social: null, live: null, processing: true };

  it('says the video is being prepared, reads the document again and plays the video once it is ready', async () => {
    // The player document at GET {api-base}/player/{apikey}, answered here (the server side of the
    // flag is tested in the server's upload matrix): processing until `ready` is set.
    const base = 'https://documents.invalid/smucrestapi/v2';
    const waiting = configFor({ kind: 'embed', source: converting });
    const ready = { ...configFor({ kind: 'embed' }), apikey: waiting.apikey, title: waiting.title };
    let isReady = false;
    const { reads, restore } = answerDocuments(base, () => ({ data: isReady ? ready : waiting }));
    try {
      const el = await mount(null, { apikey: waiting.apikey, 'api-base': base, preview: '' });
      const text = 'The video is being prepared. It will appear here when it is ready.';
      await waitFor(() => $(el, '.notice')?.textContent?.trim() === text);
      expect($(el, '.notice [role="status"]')?.textContent?.trim()).to.equal(text);
      expect(video(el)).to.equal(null);
      await expectAccessible(el);
      // Still converting at the next read: the notice stays, nothing else is shown.
      await waitFor(() => reads.length >= 2, 10_000);
      expect(reads.every((url) => url === `${base}/player/${encodeURIComponent(waiting.apikey)}`)).to.equal(
        true,
      );
      expect($(el, '.notice')?.textContent?.trim()).to.equal(text);
      isReady = true;
      const shown = await waitFor(() => video(el), 15_000);
      expect(shown.src).to.equal(CLIP);
      expect($(el, '.notice')).to.equal(null);
      await waitFor(() => shown.readyState >= 1);
      expect(shown.duration).to.be.closeTo(CLIP_SECONDS, 0.5);
      await expectAccessible(el);
    } finally {
      restore();
    }
  });

  it("reads the document for the browser's visitor and sends the viewer token it came with on every event", async () => {
    // Issue 29 §2: the server names the viewer (`smuc-visitor-id`, `smuc-viewer-token`); events
    // without the token are not counted. The document is answered here, the server side is tested there.
    const base = 'https://viewer-token.invalid/smucrestapi/v2';
    const config = configFor({ kind: 'embed' });
    const { reads, restore } = answerDocuments(base, (url) => {
      const visitor = new URL(url).searchParams.get('visitor') ?? '';
      return {
        data: config,
        headers: { 'smuc-visitor-id': visitor, 'smuc-viewer-token': `v1.token-for-${visitor}` },
      };
    });
    const beacon = beacons();
    try {
      const el = await mount(null, { apikey: config.apikey, 'api-base': base });
      await waitFor(() => $(el, '.frame') !== null && reads.length > 0);
      const visitor = localStorage.getItem('smuc_visitor');
      expect(visitor).to.be.a('string');
      expect(reads[0]).to.equal(`${base}/player/${encodeURIComponent(config.apikey)}?visitor=${visitor}`);
      await waitFor(() => beacon.flush().some((e) => e.type === 'impression'), 10_000);
      const events = beacon.flush();
      expect(
        events.every((e) => e.visitor_id === visitor && e.viewer_token === `v1.token-for-${visitor}`),
      ).to.equal(true);
    } finally {
      beacon.restore();
      restore();
    }
  });

  it('says so in every viewer language (Arabic right to left)', async () => {
    const texts = {
      hu: 'A videó előkészítése folyamatban van. Itt jelenik meg, amint elkészült.',
      de: 'Das Video wird vorbereitet. Es erscheint hier, sobald es fertig ist.',
      ar: 'يجري تجهيز الفيديو. سيظهر هنا عندما يصبح جاهزًا.',
    } as const;
    for (const [language, text] of Object.entries(texts)) {
      const el = await mount(
        configFor({ kind: 'embed', language: language as PlayerConfig['language'], source: converting }),
      );
      await waitFor(() => $(el, '.notice')?.textContent?.trim() === text);
      if (language === 'ar') {
        expect($(el, '.frame')?.getAttribute('dir')).to.equal('rtl');
        await expectAccessible(el);
      }
    }
  });
});

describe('<smuc-player> video ad', () => {
  it('takes its IAB size with featured image, background and call to action', async () => {
    const el = await mount(
      configFor({
        kind: 'ad',
        optimize_for_ad: true,
        ad_size: '300x600',
        ad_url: 'https://shop.example/sale',
        ad_button_label: 'Shop the sale',
        ad_featured_image: image('photo1.jpg'),
        ad_featured_image_link: 'https://shop.example/featured',
        ad_bg: image('photo2.jpg'),
      }),
    );
    const frame = $(el, '.frame') as HTMLElement;
    const box = frame.getBoundingClientRect();
    expect([Math.round(box.width), Math.round(box.height)]).to.deep.equal([300, 600]);
    const cta = $<HTMLAnchorElement>(el, '[part=cta]');
    expect(cta?.href).to.equal('https://shop.example/sale');
    expect(cta?.textContent).to.equal('Shop the sale');
    expect(cta?.rel).to.contain('noopener');
    expect($<HTMLAnchorElement>(el, '.featured')?.href).to.equal('https://shop.example/featured');
    expect($(el, '.stage')?.style.backgroundImage).to.contain('photo2.jpg');
    await waitFor(() => video(el));
    await expectAccessible(el);
  });

  it('banner exits lead through the platform click prefix (click-url), unexpanded macros are ignored', async () => {
    const config = configFor({
      kind: 'ad',
      optimize_for_ad: true,
      ad_size: '300x250',
      ad_url: 'https://shop.example/sale',
    });
    const el = await mount(config, { preview: '', 'click-url': 'https://ad.example/click?adurl=' });
    expect($<HTMLAnchorElement>(el, '[part=cta]')?.href).to.equal(
      'https://ad.example/click?adurl=https://shop.example/sale',
    );
    el.setAttribute('click-url', '%%CLICK_URL_UNESC%%');
    await waitFor(() => $<HTMLAnchorElement>(el, '[part=cta]')?.href === 'https://shop.example/sale');
  });

  it('every IAB size gets its box', async () => {
    for (const size of ['300x250', '336x280', '300x600', '400x600', '400x900', '640x360'] as const) {
      const el = await mount(configFor({ kind: 'ad', optimize_for_ad: true, ad_size: size }));
      const box = ($(el, '.frame') as HTMLElement).getBoundingClientRect();
      expect(`${Math.round(box.width)}x${Math.round(box.height)}`).to.equal(size);
      el.remove();
    }
  });

  it('640x360: the products sidebar appears after its delay, labelled by count', async () => {
    const el = await mount(
      configFor({
        kind: 'ad',
        optimize_for_ad: true,
        ad_size: '640x360',
        delay_sidebar_appearance: 1,
        products: [product(1)],
        tab_products_label_singular: 'Our pick',
        tab_products_label_plural: 'Our picks',
      }),
    );
    expect($(el, '[part=sidebar]')).to.equal(null);
    const side = await waitFor(() => $(el, '[part=sidebar]'), 3000);
    expect(side.querySelector('.side-head')?.textContent).to.equal('Our pick');
    await waitFor(() => customElements.get('smuc-player-products'));
    expect(
      (side.querySelector('smuc-player-products') as unknown as { products: PlayerProduct[] }).products,
    ).to.have.length(1);

    el.config = { ...(el.config as PlayerConfig), products: [product(1), product(2)] };
    await waitFor(() => $(el, '.side-head')?.textContent === 'Our picks');
    const toggle = button(el, 'Hide sidebar') as HTMLButtonElement;
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    toggle.click();
    await waitFor(() => button(el, 'Show sidebar')?.getAttribute('aria-expanded') === 'false');
    expect(($(el, '[part=sidebar]') as HTMLElement).hidden).to.equal(true);
  });
});

describe('<smuc-player> photo ad', () => {
  const photos = ['photo1.jpg', 'photo2.jpg', 'photo3.jpg'].map(image);

  it('swipes by itself, pauses on hover and goes by keyboard', async () => {
    const el = await mount(
      configFor({
        kind: 'photo_ad',
        optimize_for_ad: true,
        ad_size: '300x250',
        photoad_photos: photos,
        photoad_autoswipe_duration: 1,
        source: { video: null, social: null, live: null },
      }),
    );
    const slides = await waitFor(
      () => $(el, 'smuc-player-photos') as (HTMLElement & { index: number }) | null,
    );
    await waitFor(() => customElements.get('smuc-player-photos') && slides.shadowRoot?.querySelector('img'));
    expect(slides.shadowRoot?.querySelectorAll('img')).to.have.length(3);
    await waitFor(() => slides.index === 1, 2500);
    await expectAccessible(el);

    const section = slides.shadowRoot?.querySelector('section') as HTMLElement;
    section.dispatchEvent(new MouseEvent('mouseenter'));
    const held = slides.index;
    await new Promise((r) => setTimeout(r, 1400));
    expect(slides.index).to.equal(held);
    section.dispatchEvent(new MouseEvent('mouseleave'));

    const next = [...(slides.shadowRoot?.querySelectorAll('button') ?? [])].find(
      (b) => b.getAttribute('aria-label') === 'Next photo',
    ) as HTMLButtonElement;
    next.focus();
    const before = slides.index;
    section.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await waitFor(() => slides.index === (before + 1) % 3);
    await waitFor(() =>
      slides.shadowRoot?.querySelector('[aria-live=polite]')?.textContent?.startsWith('Photo '),
    );
    const pause = [...(slides.shadowRoot?.querySelectorAll('button') ?? [])].find(
      (b) => b.getAttribute('aria-label') === 'Pause slideshow',
    );
    expect(pause).to.not.equal(undefined);
  });
});

describe('<smuc-player> settings', () => {
  it('applies colours, corners, hidden title, logos, badges, font and right-to-left Arabic', async () => {
    const el = await mount(
      configFor({
        language: 'ar',
        title_hidden: true,
        rounded_corners: true,
        button_color: '#123456',
        text_color: '#fedcba',
        logo: image('photo1.jpg'),
        agency_logo: image('photo2.jpg'),
        is_sponsored_content: true,
        show_share_button: true,
        show_like_demo: true,
        font: {
          family: 'Smuc Test Sans',
          regular_url: 'data:font/woff2;base64,AA==',
          bold_url: 'data:font/woff2;base64,AQ==',
        },
      }),
    );
    const frame = $(el, '.frame') as HTMLElement;
    expect(frame.dir).to.equal('rtl');
    expect(frame.lang).to.equal('ar');
    expect($(el, '.title')).to.equal(null);
    expect(getComputedStyle(frame).borderTopLeftRadius).to.equal('12px');
    expect(getComputedStyle($(el, '.big-play') as HTMLElement).backgroundColor).to.equal('rgb(18, 52, 86)');
    expect(getComputedStyle($(el, '.big-play') as HTMLElement).color).to.equal('rgb(254, 220, 186)');
    expect($(el, '[part=sponsored]')?.textContent).to.equal('محتوى مُموَّل');
    expect($(el, '[part=agency-logo]')).to.not.equal(null);
    expect(button(el, 'مشاركة')).to.not.equal(null);
    const faces = [...document.querySelectorAll('style[data-smuc-font]')].map((s) => s.textContent ?? '');
    expect(
      faces.some((css) => css.includes('font-family:"Smuc Test Sans"') && css.includes('font-weight:700')),
    ).to.equal(true);
    expect(getComputedStyle(frame).fontFamily).to.contain('Smuc Test Sans');
    await expectAccessible(el);
  });

  it('like counts once as a heart and share as a share', async () => {
    const beacon = beacons();
    try {
      const config = configFor({ show_like_demo: true, show_share_button: true });
      const el = await mount(config, {});
      const like = button(el, 'Like') as HTMLButtonElement;
      like.click();
      like.click();
      await waitFor(() => like.getAttribute('aria-pressed') === 'true');
      button(el, 'Share')?.click();
      const types = beacon.flush().map((e) => e.type);
      expect(types.filter((type) => type === 'heart')).to.have.length(1);
      expect(types.filter((type) => type === 'share')).to.have.length(1);
    } finally {
      beacon.restore();
    }
  });

  it('sidebar tabs switch with arrow keys', async () => {
    const form = {
      id: 2,
      tab_label: 'Newsletter',
      title: 'Stay tuned',
      description: '',
      name_enabled: false,
      name_placeholder: '',
      email_placeholder: 'E-mail',
      phone_enabled: false,
      phone_placeholder: '',
      privacy_url: 'https://shop.example/privacy',
      cta_label: 'Subscribe',
    };
    const el = await mount(configFor({ products: [product(1), product(2)], form }));
    const tabs = await waitFor(() =>
      inShadow(el, '[role=tab]').length === 2 ? inShadow(el, '[role=tab]') : null,
    );
    expect(tabs.map((tab) => tab.textContent?.trim())).to.deep.equal(['Products', 'Newsletter']);
    tabs[0]?.focus();
    tabs[0]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await waitFor(() => inShadow(el, '[role=tab]')[1]?.getAttribute('aria-selected') === 'true');
    expect(el.shadowRoot?.activeElement?.id).to.equal('tab-subscribe');
    expect(($(el, '#panel-products') as HTMLElement).hidden).to.equal(true);
    await waitFor(
      () => customElements.get('smuc-player-subscribe') && customElements.get('smuc-player-products'),
    );
    await expectAccessible(el);
  });

  it('starts minimized behind a launcher button', async () => {
    const el = await mount(configFor({ start_minimized: true }));
    expect(($(el, '.frame') as HTMLElement).hidden).to.equal(true);
    const launcher = $(el, '[part=launcher]') as HTMLButtonElement;
    expect(launcher.textContent?.trim()).to.equal('Open player');
    launcher.click();
    await waitFor(() => !($(el, '.frame') as HTMLElement).hidden);
    expect($(el, '[part=launcher]')).to.equal(null);
  });
});

describe('<smuc-player> floating', () => {
  it('"close" shows the mini player until the visitor closes it, then never again', async () => {
    const config = configFor({ frequency: 'close', show_close_button: true });
    const el = await mount(config, { floating: '' });
    expect(getComputedStyle(el).position).to.equal('fixed');
    const closed = collect<{ apikey: string }>('smuc-close');
    button(el, 'Close player')?.click();
    expect(closed.details).to.deep.equal([{ apikey: config.apikey }]);
    closed.stop();
    expect(el.hidden).to.equal(true);

    const again = await mount(null, { floating: '' });
    again.config = config;
    await again.updateComplete;
    expect(again.shadowRoot?.querySelector('.frame')).to.equal(null);
  });

  it('"daily" shows once per day, "always" on every page view', async () => {
    const daily = configFor({ frequency: 'daily' });
    await mount(daily, { floating: '' });
    const second = await mount(null, { floating: '' });
    second.config = daily;
    await second.updateComplete;
    expect(second.shadowRoot?.querySelector('.frame')).to.equal(null);

    const always = configFor({ frequency: 'always' });
    await mount(always, { floating: '' });
    await mount(always, { floating: '' });
  });

  it('minimizes to a launcher and comes back with the keyboard focus', async () => {
    const el = await mount(configFor(), { floating: '' });
    button(el, 'Minimize player')?.click();
    const launcher = await waitFor(() => $<HTMLButtonElement>(el, '[part=launcher]'));
    await waitFor(() => el.shadowRoot?.activeElement === launcher);
    launcher.click();
    await waitFor(() => !($(el, '.frame') as HTMLElement).hidden);
  });
});

describe('<smuc-player> from the server', () => {
  before(function () {
    // Only when the run was started with WTR_SERVER=off (see web-test-runner.config.mjs).
    if (!window.SMUC_API) this.skip();
  });

  async function demoApikey(): Promise<{ apikey: string; title: string }> {
    const login = await fetch(`${window.SMUC_API}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@smuc.test', password: 'demo1234' }),
    }).then((r) => r.json());
    const list = await fetch(`${window.SMUC_API}/my-streams?per_page=20`, {
      headers: { authorization: `Bearer ${login.data.token}` },
    }).then((r) => r.json());
    const item = list.data.items.find((s: { type: number }) => s.type !== 4) ?? list.data.items[0];
    return { apikey: item.apikey, title: item.title };
  }

  it('loads a seeded player by apikey', async () => {
    const { apikey, title } = await demoApikey();
    const ready = collect<{ config: PlayerConfig }>('smuc-ready');
    const el = await mount(null, { apikey, 'api-base': window.SMUC_API, preview: '' });
    await waitFor(() => ready.details.length > 0, 15_000);
    ready.stop();
    expect(ready.details[0]?.config.apikey).to.equal(apikey);
    expect(ready.details[0]?.config.title).to.equal(title);
    expect($(el, '.frame')?.getAttribute('aria-label')).to.equal(title);
    await expectAccessible(el);
  });

  it('answers smuc-error not_found and a notice for an unknown apikey', async () => {
    const errors = collect<{ code: string }>('smuc-error');
    const el = await mount(null, { apikey: 'no-such-player', 'api-base': window.SMUC_API });
    await waitFor(() => errors.details.length > 0, 15_000);
    errors.stop();
    expect(errors.details).to.deep.equal([{ code: 'not_found' }]);
    await waitFor(() => $(el, '.notice')?.textContent?.trim() === 'This player is not available.');
  });
});
