import { describe, expect, it } from 'vitest';
import { remoteForUrl } from './remoteForUrl.js';

describe('remoteForUrl (the remote the shell starts loading before the first render)', () => {
  it("is the URL's owner when the visitor may open it", () => {
    expect(remoteForUrl('/sh-auth', false)).toBe('mf_auth');
    expect(remoteForUrl('/orders/new', false)).toBe('mf_orders');
    expect(remoteForUrl('/writer/orders/active', true)).toBe('mf_orders');
    expect(remoteForUrl('/users/clients', true)).toBe('mf_users');
  });

  it('is null where the visitor is sent elsewhere, for the shell and unknown URLs', () => {
    expect(remoteForUrl('/orders', false)).toBeNull();
    expect(remoteForUrl('/sh-auth', true)).toBeNull();
    expect(remoteForUrl('/no/such/page', true)).toBeNull();
  });
});
