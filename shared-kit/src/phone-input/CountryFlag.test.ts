import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from '../api/apiClient.js';
import { flagUrl } from './CountryFlag.js';

afterEach(() => configureApi({ root: '/api/' }));

describe('flagUrl', () => {
  it("names the page's own host when the API is on it, so prerendered HTML has no origin baked in", () => {
    configureApi({ root: '/api/' });
    expect(flagUrl('ke')).toBe('/flags/KE.svg');
  });

  it("names the API's host when the API is on another origin", () => {
    configureApi({ root: 'https://api.example.test/api/' });
    expect(flagUrl('it')).toBe('https://api.example.test/flags/IT.svg');
  });
});
