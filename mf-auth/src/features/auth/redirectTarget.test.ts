import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirectTarget.js';

describe('redirectTarget', () => {
  it('accepts a path of this app', () => {
    expect(redirectTarget('?redirect=%2Fusers%2Fclients%3Fpage%3D2')).toBe('/users/clients?page=2');
  });
  it('ignores other sites, protocol-relative URLs and the auth pages themselves', () => {
    expect(redirectTarget('?redirect=https%3A%2F%2Fevil.test')).toBeNull();
    expect(redirectTarget('?redirect=%2F%2Fevil.test')).toBeNull();
    // Browsers read a backslash as a slash and drop tabs and newlines: these are other sites too.
    expect(redirectTarget('?redirect=%2F%5Cevil.test')).toBeNull();
    expect(redirectTarget('?redirect=%2F%09%2Fevil.test')).toBeNull();
    expect(redirectTarget('?redirect=%2Fsh-auth')).toBeNull();
    expect(redirectTarget('')).toBeNull();
  });
});
