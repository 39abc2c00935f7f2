import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The publisher's own logic against a scripted stand-in for `@antmedia/webrtc_adaptor` (the real
 * adaptor needs a browser; the e2e spec `e2e/live.spec.ts` drives it in Chromium).
 */
interface FakeAdaptor {
  options: Record<string, unknown> & {
    callback(info: string, obj?: unknown): void;
    callbackError(error: string, message?: unknown): void;
  };
  calls: string[];
  connected: boolean;
  mediaManager: { bandwidth: unknown };
  reconnectIfRequiredFlag: boolean;
}

const created: FakeAdaptor[] = [];

vi.mock('webrtc-adapter', () => ({ default: { browserDetails: { browser: 'chrome', version: 156 } } }));
vi.mock('@antmedia/webrtc_adaptor', () => ({
  WebRTCAdaptor: class {
    calls: string[] = [];
    connected = true;
    mediaManager: { bandwidth: unknown } = { bandwidth: 0 };
    reconnectIfRequiredFlag: boolean;
    webSocketAdaptor = { isConnected: () => this.connected };
    constructor(public options: FakeAdaptor['options']) {
      this.reconnectIfRequiredFlag = options.reconnectIfRequiredFlag as boolean;
      this.mediaManager.bandwidth = options.bandwidth;
      created.push(this as unknown as FakeAdaptor);
    }
    publish(id: string, token: string) {
      this.calls.push(`publish ${id} ${token}`);
    }
    stop(id: string) {
      this.calls.push(`stop ${id}`);
    }
    closeStream() {
      this.calls.push('closeStream');
    }
    closeWebSocket() {
      this.calls.push('closeWebSocket');
    }
    changeBandwidth(b: unknown) {
      this.calls.push(`bandwidth ${b}`);
      return Promise.resolve();
    }
    turnOffLocalCamera() {
      this.calls.push('cameraOff');
      return Promise.resolve();
    }
    turnOnLocalCamera() {
      this.calls.push('cameraOn');
      return Promise.resolve();
    }
    muteLocalMic() {
      this.calls.push('mute');
    }
    unmuteLocalMic() {
      this.calls.push('unmute');
    }
    switchVideoCameraCapture(_id: string, device?: string) {
      this.calls.push(`camera ${device ?? ''}`);
      return Promise.resolve();
    }
    switchDesktopCapture() {
      this.calls.push('screen');
      return Promise.resolve();
    }
    switchDesktopCaptureWithCamera() {
      this.calls.push('screen+camera');
      return Promise.resolve();
    }
    checkWebSocketConnection() {
      this.calls.push('reconnect-socket');
    }
  },
}));

const { StudioPublisher, FAILOVER_DELAY_MS } = await import('./publisher');

function setup() {
  const states: string[] = [];
  const errors: string[] = [];
  const modes: string[] = [];
  const publisher = new StudioPublisher({
    websocketUrl: 'ws://engine/WebRTCAppEE/websocket',
    streamId: 'apikey1',
    token: 'tok',
    localVideo: {} as HTMLVideoElement,
    videoDeviceId: 'cam1',
    onState: (s) => states.push(s),
    onError: (e) => errors.push(e.text),
    onModeChange: (m) => modes.push(m),
  });
  const started = publisher.start();
  const adaptor = created.at(-1)!;
  return { publisher, adaptor, started, states, errors, modes };
}

beforeEach(() => {
  (globalThis as { window?: unknown }).window = {};
  created.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  delete (globalThis as { window?: unknown }).window;
});

describe('StudioPublisher', () => {
  it('captures 1280x720 at 30 fps, caps at 900 kbps, and leaves failover to itself', async () => {
    const { adaptor, started } = setup();
    const video = (adaptor.options.mediaConstraints as { video: Record<string, unknown> }).video;
    expect(video).toMatchObject({ width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 30 } });
    expect(adaptor.options.bandwidth).toBe(900);
    expect(adaptor.reconnectIfRequiredFlag).toBe(false);
    expect((window as { adapter?: unknown }).adapter).toBeDefined();
    adaptor.options.callback('initialized');
    await started;
  });

  it('goes live on publish_started, applying the cap; stopLive stops publishing', async () => {
    const { publisher, adaptor, started, states } = setup();
    adaptor.options.callback('initialized');
    await started;
    const live = publisher.goLive();
    expect(adaptor.calls).toContain('publish apikey1 tok');
    adaptor.options.callback('publish_started');
    await live;
    expect(states).toEqual(['initializing', 'ready', 'connecting', 'live']);
    expect(adaptor.calls).toContain('bandwidth 900');
    await publisher.setBandwidth('unlimited');
    expect(adaptor.calls).toContain('bandwidth unlimited');
    publisher.stopLive();
    expect(adaptor.calls.at(-1)).toBe('stop apikey1');
    expect(publisher.currentState).toBe('stopped');
  });

  it('re-initialises 250 ms after ICE fails or disconnects while live', async () => {
    vi.useFakeTimers();
    const { publisher, adaptor, started } = setup();
    adaptor.options.callback('initialized');
    await started;
    const live = publisher.goLive();
    adaptor.options.callback('publish_started');
    await live;
    adaptor.calls.length = 0;
    adaptor.options.callback('ice_connection_state_changed', { state: 'disconnected', streamId: 'apikey1' });
    expect(adaptor.calls).toEqual(['stop apikey1']);
    expect(publisher.currentState).toBe('reconnecting');
    vi.advanceTimersByTime(FAILOVER_DELAY_MS - 1);
    expect(adaptor.calls).toEqual(['stop apikey1']);
    vi.advanceTimersByTime(1);
    expect(adaptor.calls).toEqual(['stop apikey1', 'publish apikey1 tok']);
    // With the socket gone it reconnects the socket first and publishes on 'initialized'.
    adaptor.calls.length = 0;
    adaptor.connected = false;
    adaptor.options.callback('ice_connection_state_changed', { state: 'failed', streamId: 'apikey1' });
    vi.advanceTimersByTime(FAILOVER_DELAY_MS);
    expect(adaptor.calls).toEqual(['stop apikey1', 'reconnect-socket']);
    adaptor.options.callback('initialized');
    expect(adaptor.calls.at(-1)).toBe('publish apikey1 tok');
    // No failover once stopped on purpose.
    publisher.stopLive();
    adaptor.calls.length = 0;
    adaptor.options.callback('ice_connection_state_changed', { state: 'failed', streamId: 'apikey1' });
    vi.advanceTimersByTime(1000);
    expect(adaptor.calls).toEqual([]);
  });

  it('falls back to the camera when the screen share stops; mic and camera toggles', async () => {
    const { publisher, adaptor, started, modes } = setup();
    adaptor.options.callback('initialized');
    await started;
    await publisher.setMode('screen');
    expect(adaptor.calls.at(-1)).toBe('screen');
    adaptor.options.callback('screen_share_stopped');
    expect(adaptor.calls.at(-1)).toBe('camera cam1');
    expect(modes).toEqual(['camera']);
    expect(publisher.publishMode).toBe('camera');
    publisher.setMicMuted(true);
    await publisher.setCameraOff(true);
    publisher.setMicMuted(false);
    await publisher.setCameraOff(false);
    expect(adaptor.calls.slice(-4)).toEqual(['mute', 'cameraOff', 'unmute', 'cameraOn']);
  });

  it('reports errors as "Streaming error: …" and rejects start and goLive', async () => {
    const first = setup();
    first.adaptor.options.callbackError('NotAllowedError', 'Permission denied');
    await expect(first.started).rejects.toMatchObject({
      text: 'Streaming error: You are not allowed to access camera and mic.',
    });
    expect(first.errors).toEqual(['Streaming error: You are not allowed to access camera and mic.']);

    const second = setup();
    second.adaptor.options.callback('initialized');
    await second.started;
    const live = second.publisher.goLive();
    second.adaptor.options.callbackError('unauthorized_access');
    await expect(live).rejects.toMatchObject({ code: 'unauthorized_access' });

    const third = setup();
    third.adaptor.options.callback('available_devices', [{ kind: 'videoinput' }]);
    await expect(third.started).rejects.toMatchObject({ code: 'NotFoundError' });
  });
});
