import { describe, expect, it } from 'vitest';
import { csrfTokenFrom } from './browser-csrf-cookie';

describe('the CSRF token the API set beside the session', () => {
  it('is read from the __Host- cookie over HTTPS and the plain one in development', () => {
    expect(csrfTokenFrom('locale=fr-CA; __Host-rewards_csrf=abc_DEF-123')).toBe('abc_DEF-123');
    expect(csrfTokenFrom('rewards_csrf=xyz; locale=en-CA')).toBe('xyz');
  });

  it('is none without a session, when emptied, or under a name that only resembles it', () => {
    expect(csrfTokenFrom('')).toBeNull();
    expect(csrfTokenFrom('rewards_csrf=')).toBeNull();
    expect(csrfTokenFrom('my_rewards_csrf=abc; rewards_csrf_old=def; noequals')).toBeNull();
  });
});
