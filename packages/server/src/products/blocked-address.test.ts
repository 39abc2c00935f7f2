import { describe, expect, it } from 'vitest';
import { isBlockedAddress } from './safe-fetch';

// Issue 29 §6: IPv6 spellings of loopback, private and metadata addresses were attempted, not refused
// (on an IPv6-only cloud `[64:ff9b::a9fe:a9fe]` reaches 169.254.169.254).
describe('SSRF block list by address range', () => {
  it.each([
    '64:ff9b::a9fe:a9fe', // NAT64 of 169.254.169.254
    '64:ff9b::7f00:1', // NAT64 of 127.0.0.1
    '64:ff9b::10.0.0.1',
    '2002:a9fe:a9fe::', // 6to4 of 169.254.169.254
    '2002:7f00:1::1', // 6to4 of 127.0.0.1
    '2002:c0a8:101::', // 6to4 of 192.168.1.1
    '::127.0.0.1', // IPv4-compatible
    '::a9fe:a9fe',
    '::10.1.2.3',
    '::ffff:169.254.169.254',
    '2001::1', // Teredo
    '127.0.0.1',
    '169.254.169.254',
    '::1',
    '::',
    'not an address',
  ])('%s is blocked', (ip) => expect(isBlockedAddress(ip)).toBe(true));

  it.each(['8.8.8.8', '64:ff9b::808:808', '2002:808:808::', '::ffff:8.8.8.8', '2606:4700::1111'])(
    '%s is public',
    (ip) => expect(isBlockedAddress(ip)).toBe(false),
  );
});
