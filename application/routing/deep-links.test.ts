import { DEEP_LINK_TTL_MS } from '@rewards-storefront/domain/routing/deep-link';
import { MemorySlot } from '../../tests/fakes/memory-slot';
import type { DeepLink } from '@rewards-storefront/domain/routing/deep-link';
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../tests/fakes/fixed-clock';
import { SaveDeepLink } from './save-deep-link';
import { TakeDeepLink } from './take-deep-link';

function setUp() {
  const clock = new FixedClock('2026-03-01T12:00:00.000Z');
  const storage = new MemorySlot<DeepLink>();
  return { clock, storage, save: new SaveDeepLink(storage, clock), take: new TakeDeepLink(storage, clock) };
}

describe('Deep links (spec §2: ?action= is saved for 30 minutes and followed after sign-in)', () => {
  it('saves the action of any page with a 30-minute expiry', () => {
    const { save, storage } = setUp();
    expect(save.execute({ search: '?page=2&action=%2Faccount%2Fwishlist' })).toBe(true);
    expect(storage.stored).toEqual({ target: '/account/wishlist', expiresAt: new Date('2026-03-01T12:30:00.000Z') });
  });

  it('never saves a link to another site', () => {
    const { save, storage } = setUp();
    expect(save.execute({ search: '?action=https://evil.example/' })).toBe(false);
    expect(save.execute({ search: '?action=//evil.example/' })).toBe(false);
    expect(storage.stored).toBeNull();
  });

  it('keeps a saved link when a later page has no action', () => {
    const { save, storage } = setUp();
    save.execute({ search: '?action=/faq' });
    save.execute({ search: '?page=3' });
    expect(storage.stored?.target).toBe('/faq');
  });

  it('follows a live deep link once, then deletes it', () => {
    const { save, take, storage, clock } = setUp();
    save.execute({ search: '?action=/account/order-history' });
    clock.advanceBy(DEEP_LINK_TTL_MS - 1);
    expect(take.execute()).toBe('/account/order-history');
    expect(storage.stored).toBeNull();
    expect(take.execute()).toBeNull();
  });

  it('drops an expired deep link when it is read, and follows nothing', () => {
    const { save, take, storage, clock } = setUp();
    save.execute({ search: '?action=/account/order-history' });
    clock.advanceBy(DEEP_LINK_TTL_MS);
    expect(take.execute()).toBeNull();
    expect(storage.stored).toBeNull();
  });
});
