import { describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER as BUILD_PLACEHOLDER } from '../../vite.config';
import { CSP_NONCE_PLACEHOLDER } from './csp-nonce-placeholder';

describe('the CSP nonce placeholder', () => {
  it('is the one the build stamps on index.html, so the server finds and replaces it', () => {
    expect(BUILD_PLACEHOLDER).toBe(CSP_NONCE_PLACEHOLDER);
  });
});
