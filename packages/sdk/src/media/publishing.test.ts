import { describe, expect, it } from 'vitest';
import { type DeviceApi, deviceLabel, listMediaDevices, streamingError } from './publishing';

describe('streamingError (001 §8)', () => {
  it('maps browser errors and media client codes to the spec texts', () => {
    expect(streamingError('NotAllowedError').text).toBe(
      'Streaming error: You are not allowed to access camera and mic.',
    );
    expect(streamingError('TrackStartError').text).toBe(
      'Streaming error: Camera or Mic is being used by some other process that does not let read the devices',
    );
    expect(streamingError('ScreenSharePermissionDenied').text).toBe(
      'Streaming error: You are not allowed to access screen share',
    );
    expect(streamingError('WebSocketNotConnected').text).toBe(
      'Streaming error: WebSocket Connection is disconnected.',
    );
    expect(streamingError('data_channel_error').code).toBe('data_channel_error');
  });

  it('shows an unknown code or its message', () => {
    expect(streamingError('weird_code').text).toBe('Streaming error: weird_code');
    expect(streamingError('weird_code', 'Something odd').text).toBe('Streaming error: Something odd');
  });
});

describe('device pickers (001 §2, §5)', () => {
  it('cuts labels at 45 characters plus an ellipsis', () => {
    const long = 'A'.repeat(46);
    expect(deviceLabel(long)).toBe(`${'A'.repeat(45)}...`);
    expect(deviceLabel('A'.repeat(45))).toBe('A'.repeat(45));
  });

  const api = (devices: { deviceId: string; kind: string; label: string }[], allow = true): DeviceApi => ({
    enumerateDevices: async () => devices,
    getUserMedia: async () => {
      if (!allow) throw new Error('NotAllowedError');
      for (const [i, d] of devices.entries()) d.label ||= `Device ${i}`;
      return { getTracks: () => [] };
    },
  });

  it('lists cameras and microphones, asking for permission when labels are hidden', async () => {
    const found = await listMediaDevices(
      api([
        { deviceId: 'c1', kind: 'videoinput', label: '' },
        { deviceId: 'm1', kind: 'audioinput', label: '' },
        { deviceId: 'o1', kind: 'audiooutput', label: 'Speakers' },
      ]),
    );
    expect(found).toEqual({
      video: [{ id: 'c1', label: 'Device 0' }],
      audio: [{ id: 'm1', label: 'Device 1' }],
      errors: [],
    });
  });

  it('reports the missing API, a refused permission and a missing kind', async () => {
    expect((await listMediaDevices(undefined)).errors).toEqual([
      "Couldn't read the list of available media devices.",
    ]);
    const refused = await listMediaDevices(api([{ deviceId: 'c1', kind: 'videoinput', label: '' }], false));
    expect(refused.errors).toEqual([
      'You must grant access to video and audio devices in order to start streaming from your browser.',
    ]);
    const noMic = await listMediaDevices(api([{ deviceId: 'c1', kind: 'videoinput', label: 'Cam' }]));
    expect(noMic.errors).toEqual(['audio source not available.']);
  });
});
