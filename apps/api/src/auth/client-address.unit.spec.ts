import { trustNearestLocalProxy } from './client-address';

describe('trustNearestLocalProxy', () => {
  it('trusts only the nearest hop, and only a proxy on this host or the private network', () => {
    expect(trustNearestLocalProxy('127.0.0.1', 0)).toBe(true);
    expect(trustNearestLocalProxy('::ffff:10.1.2.3', 0)).toBe(true);
    expect(trustNearestLocalProxy('203.0.113.9', 0)).toBe(false);
    // A second hop is the client's own word, whatever address it names.
    expect(trustNearestLocalProxy('192.168.1.1', 1)).toBe(false);
  });
});
