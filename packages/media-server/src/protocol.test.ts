import { describe, expect, it } from 'vitest';
import { keepH264PacketizationMode1, msg, parseClientMessage, vp8KeyframeSize } from './protocol.js';

describe('parseClientMessage', () => {
  it('parses the adaptor commands', () => {
    expect(parseClientMessage('{"command":"ping"}')).toEqual({ kind: 'ping' });
    expect(parseClientMessage('{"command":"getIceServerConfig"}')).toEqual({ kind: 'getIceServerConfig' });
    expect(
      parseClientMessage(
        JSON.stringify({
          command: 'publish',
          streamId: 's1',
          token: 't',
          video: true,
          audio: false,
          subscriberId: '',
        }),
      ),
    ).toEqual({ kind: 'publish', streamId: 's1', token: 't', video: true, audio: false });
    expect(
      parseClientMessage(JSON.stringify({ command: 'play', streamId: 's1', token: '', room: '' })),
    ).toEqual({
      kind: 'play',
      streamId: 's1',
      token: '',
    });
    expect(parseClientMessage(JSON.stringify({ command: 'stop', streamId: 's1' }))).toEqual({
      kind: 'stop',
      streamId: 's1',
    });
    expect(
      parseClientMessage(
        JSON.stringify({ command: 'takeConfiguration', streamId: 's1', type: 'offer', sdp: 'v=0' }),
      ),
    ).toEqual({ kind: 'takeConfiguration', streamId: 's1', type: 'offer', sdp: 'v=0' });
    expect(
      parseClientMessage(
        JSON.stringify({
          command: 'takeCandidate',
          streamId: 's1',
          label: 0,
          id: '0',
          candidate: 'candidate:1 1 udp 1 1.2.3.4 5 typ host',
        }),
      ),
    ).toEqual({
      kind: 'takeCandidate',
      streamId: 's1',
      label: 0,
      id: '0',
      candidate: 'candidate:1 1 udp 1 1.2.3.4 5 typ host',
    });
    expect(parseClientMessage(JSON.stringify({ command: 'getStreamInfo', streamId: 's1' }))).toEqual({
      kind: 'getStreamInfo',
      streamId: 's1',
    });
  });

  it('reports malformed input with the adaptor error names', () => {
    expect(parseClientMessage('not json')).toEqual({ kind: 'invalid', reason: 'invalid_command' });
    expect(parseClientMessage('[1]')).toEqual({ kind: 'invalid', reason: 'invalid_command' });
    expect(parseClientMessage('{"command":"publish"}')).toEqual({
      kind: 'invalid',
      reason: 'noStreamNameSpecified',
    });
    expect(parseClientMessage('{"command":"play","streamId":"a/b"}')).toEqual({
      kind: 'invalid',
      reason: 'invalidStreamName',
      streamId: 'a/b',
    });
    expect(
      parseClientMessage('{"command":"takeConfiguration","streamId":"s","type":"pranswer","sdp":"x"}'),
    ).toEqual({
      kind: 'invalid',
      reason: 'notSetRemoteDescription',
      streamId: 's',
    });
    expect(parseClientMessage('{"command":"joinRoom","room":"r"}')).toEqual({
      kind: 'unknown',
      command: 'joinRoom',
    });
  });
});

describe('server messages', () => {
  it('match the AMS shapes the adaptor reads', () => {
    expect(msg.error('no_stream_exist', 's')).toEqual({
      command: 'error',
      definition: 'no_stream_exist',
      streamId: 's',
    });
    expect(msg.notification('publish_started', 's')).toEqual({
      command: 'notification',
      definition: 'publish_started',
      streamId: 's',
    });
    expect(msg.takeConfiguration('s', 'offer', 'v=0', { '0': 's', '1': 's' })).toEqual({
      command: 'takeConfiguration',
      streamId: 's',
      type: 'offer',
      sdp: 'v=0',
      idMapping: { '0': 's', '1': 's' },
    });
    expect(
      msg.streamInformation('s', {
        width: 640,
        height: 360,
        videoCodec: 'VP8',
        videoBitrate: 1,
        audioBitrate: 2,
      }),
    ).toEqual({
      command: 'streamInformation',
      streamId: 's',
      streamInfo: [
        { streamWidth: 640, streamHeight: 360, videoBitrate: 1, audioBitrate: 2, videoCodec: 'VP8' },
      ],
    });
  });
});

describe('keepH264PacketizationMode1', () => {
  const sdp = [
    'v=0',
    'm=audio 9 UDP/TLS/RTP/SAVPF 111',
    'a=rtpmap:111 opus/48000/2',
    'm=video 9 UDP/TLS/RTP/SAVPF 96 97 102 103 104',
    'a=rtpmap:96 VP8/90000',
    'a=rtpmap:97 rtx/90000',
    'a=fmtp:97 apt=96',
    'a=rtpmap:102 H264/90000',
    'a=rtcp-fb:102 nack',
    'a=fmtp:102 level-asymmetry-allowed=1;packetization-mode=1;profile-level-id=42001f',
    'a=rtpmap:103 H264/90000',
    'a=fmtp:103 level-asymmetry-allowed=1;packetization-mode=0;profile-level-id=42001f',
    'a=rtpmap:104 rtx/90000',
    'a=fmtp:104 apt=103',
    '',
  ].join('\r\n');

  it('drops H264 variants without packetization-mode=1 and their RTX', () => {
    const out = keepH264PacketizationMode1(sdp);
    expect(out).toContain('m=video 9 UDP/TLS/RTP/SAVPF 96 97 102\r\n');
    expect(out).not.toContain('a=rtpmap:103');
    expect(out).not.toContain('a=fmtp:104');
    expect(out).toContain('a=fmtp:102 level-asymmetry-allowed=1;packetization-mode=1');
    expect(out).toContain('a=rtpmap:111 opus/48000/2');
  });

  it('leaves SDP without such variants untouched', () => {
    const vp8Only = 'v=0\r\nm=video 9 UDP/TLS/RTP/SAVPF 96\r\na=rtpmap:96 VP8/90000\r\n';
    expect(keepH264PacketizationMode1(vp8Only)).toBe(vp8Only);
  });
});

describe('vp8KeyframeSize', () => {
  it('reads 640x360 from a key frame with an extended descriptor', () => {
    // X=1,S=1,PID=0 | I=1 | M=1 15-bit picture id | frame tag (key) | start code | 640 | 360
    const payload = Buffer.from([
      0x90, 0x80, 0x81, 0x23, 0x50, 0x42, 0x00, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0x68, 0x01, 0x00,
    ]);
    expect(vp8KeyframeSize(payload)).toEqual({ width: 640, height: 360 });
  });

  it('ignores interframes and continuation packets', () => {
    const inter = Buffer.from([0x10, 0x51, 0x42, 0x00, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0x68, 0x01, 0x00]);
    expect(vp8KeyframeSize(inter)).toBeNull();
    const continuation = Buffer.from([
      0x00, 0x50, 0x42, 0x00, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0x68, 0x01, 0x00,
    ]);
    expect(vp8KeyframeSize(continuation)).toBeNull();
  });
});
