/**
 * werift's RTCP sender-report NTP timestamps, fixed by `patches/werift@0.24.4.patch`
 * (live-engine-notes.md, "werift's RTCP sender-report timestamp bug"): the fraction must be a
 * 32-bit binary fraction of a second, not decimal digits.
 */
import { describe, expect, it } from 'vitest';
import {
  ntpTime,
  ntpTime2Sec,
  ntpTimeToEpochMs,
  RtcpPacketConverter,
  RtcpSenderInfo,
  RtcpSrPacket,
} from 'werift';

const NTP_EPOCH_MS = Date.UTC(1900, 0, 1);

describe('werift SR NTP timestamp (patched)', () => {
  it('reads the RFC 3550 example 0xb44db705:20000000 as 3024992005.125 s', () => {
    expect(ntpTime2Sec(0xb44db70520000000n)).toBe(3024992005.125);
    expect(ntpTime2Sec(0x0000000180000000n)).toBe(1.5);
  });

  it('writes the current time as seconds + binary fraction', () => {
    const before = Date.now();
    const ntp = ntpTime();
    const after = Date.now();
    const seconds = Number(ntp >> 32n);
    const fraction = Number(ntp & 0xffffffffn);
    const ms = seconds * 1000 + (fraction / 2 ** 32) * 1000 + NTP_EPOCH_MS;
    expect(ms).toBeGreaterThanOrEqual(before - 2);
    expect(ms).toBeLessThanOrEqual(after + 2);
    expect(ntpTimeToEpochMs(ntp)).toBeCloseTo(ms, 3);
  });

  it('round-trips an SR NTP timestamp through serialize/deserialize', () => {
    const ntp = ntpTime();
    const sr = new RtcpSrPacket({
      ssrc: 1234,
      senderInfo: new RtcpSenderInfo({
        ntpTimestamp: ntp,
        rtpTimestamp: 90_000,
        packetCount: 10,
        octetCount: 1000,
      }),
    });
    const [parsed] = RtcpPacketConverter.deSerialize(sr.serialize());
    expect(parsed).toBeInstanceOf(RtcpSrPacket);
    const info = (parsed as RtcpSrPacket).senderInfo;
    expect(info.ntpTimestamp).toBe(ntp);
    expect(Math.abs(ntpTimeToEpochMs(info.ntpTimestamp) - Date.now())).toBeLessThan(50);
    expect(ntpTime2Sec(info.ntpTimestamp) * 1000 + NTP_EPOCH_MS).toBeCloseTo(ntpTimeToEpochMs(ntp), 2);
  });

  it('keeps sub-second timestamps monotonic (fractions are not decimal digits)', () => {
    // 0.9 s must sort after 0.25 s; with decimal digits "9" < "25".
    const a = (1n << 32n) | BigInt(Math.floor(0.25 * 2 ** 32));
    const b = (1n << 32n) | BigInt(Math.floor(0.9 * 2 ** 32));
    expect(ntpTime2Sec(a)).toBeCloseTo(1.25, 6);
    expect(ntpTime2Sec(b)).toBeCloseTo(1.9, 6);
  });
});
