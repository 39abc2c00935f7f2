import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultIce, PLI_INTERVAL_MS, PublisherSession } from './webrtc.js';

const noop = () => undefined;

describe('PublisherSession.requestKeyframe', () => {
  afterEach(() => vi.useRealTimers());

  it('sends a PLI at most every 500 ms and defers, never drops, a request inside the window', async () => {
    vi.useFakeTimers();
    const publisher = new PublisherSession('s', defaultIce, {
      onCandidate: noop,
      onLive: noop,
      onFailed: noop,
      onTracksReady: noop,
      onData: noop,
    });
    const sent: number[] = [];
    const receiver = {
      sendRtcpPLI: async (ssrc: number) => {
        sent.push(ssrc);
      },
    };
    // A received video track (what registerTracks sets up after the offer).
    publisher.tracks.set('video', {
      kind: 'video',
      track: { ssrc: 4242 },
      receiver,
    } as never);
    publisher.requestKeyframe();
    expect(sent).toEqual([4242]);
    publisher.requestKeyframe(); // inside the window: deferred
    publisher.requestKeyframe(); // coalesced with the deferred one
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(PLI_INTERVAL_MS - 1);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(2);
    vi.advanceTimersByTime(5 * PLI_INTERVAL_MS);
    expect(sent).toHaveLength(2);
    vi.useRealTimers();
    await publisher.close();
  });
});
