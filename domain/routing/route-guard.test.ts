import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GUARD_PROFILES, guardRoute, isPublicPath, type GuardProfile } from './route-guard.ts';

const { bank, reference } = GUARD_PROFILES;

describe('GUARD_PROFILES', () => {
  it('bank holds the spec whitelist and always-external list', () => {
    expect(bank.publicPaths).toEqual([
      '/shop',
      '/shop/:product',
      '!/shop/cart',
      '/sso/*',
      '/error',
      '/login-as',
      '/charitable-donations',
      '/financial-rewards',
    ]);
    expect(bank.alwaysExternalPaths).toEqual([
      '/',
      '/customer-support',
      '/faq',
      '/direct-deposit',
      '/pay-with-rewards',
      '/program-rules',
      '/account',
      '/account/address',
      '/account/my-itinerary',
      '/account/order-history',
      '/account/order-details',
      '/account/transactions',
      '/account/wishlist',
      '/redeem',
      '/redeem/*',
      '/travel-miles',
      '/forgot-password',
      '/reset-password',
      '/login',
      '/register',
      '/register/*',
    ]);
  });

  it('reference also opens sign-in, registration and password recovery to guests', () => {
    const opened = ['/login', '/register', '/register/*', '/forgot-password', '/reset-password'];
    expect(reference.publicPaths).toEqual([...bank.publicPaths, ...opened]);
    expect(reference.alwaysExternalPaths).toEqual(bank.alwaysExternalPaths.filter((path) => !opened.includes(path)));
  });

  it('never lists a path as both public and always external', () => {
    for (const profile of Object.values(GUARD_PROFILES)) {
      expect(profile.publicPaths.filter((path) => profile.alwaysExternalPaths.includes(path))).toEqual([]);
    }
  });
});

describe('isPublicPath', () => {
  it('opens the spec whitelist to guests in both profiles', () => {
    for (const profile of [bank, reference]) {
      for (const path of ['/shop', '/sso/abc.def.ghi', '/error', '/login-as', '/charitable-donations', '/financial-rewards']) {
        expect(isPublicPath(path, profile)).toBe(true);
      }
    }
  });

  it.each([
    // A product page under /shop, but not the cart.
    ['/shop/wireless-headphones', 'bank', true], ['/shop/cart', 'bank', false], ['/shop/cart', 'reference', false],
    ['/shop/headphones/extra', 'bank', false],
    // A token under /sso, but not /sso alone.
    ['/sso/token', 'bank', true], ['/sso/token/more', 'bank', true], ['/sso', 'bank', false], ['/ssox/token', 'bank', false],
    // Whole paths, not prefixes.
    ['/error/detail', 'bank', false], ['/errors', 'bank', false], ['/shopping', 'bank', false], ['/', 'bank', false],
    // The /fr prefix, a trailing slash, a query, a hash and any letter case.
    ['/fr/shop', 'bank', true], ['/fr/sso/token', 'bank', true], ['/fr/shop/cart', 'bank', false], ['/shop/', 'bank', true],
    ['/error/', 'bank', true], ['/fr/login-as/', 'bank', true], ['/shop?catalog=gift-cards', 'bank', true], ['/shop#results', 'bank', true],
    ['/account?next=/shop', 'bank', false], ['/SHOP', 'bank', true], ['/Shop/Cart', 'bank', false],
    // Never a path that could leave the store.
    ['//shop', 'bank', false], ['//evil.example/shop', 'bank', false], ['/\\evil.example/shop', 'bank', false],
    ['https://evil.example/shop', 'bank', false], ['shop', 'bank', false],
  ] as const)('takes %j as public in the %s profile: %s', (path, profileName, open) => {
    expect(isPublicPath(path, { bank, reference }[profileName])).toBe(open);
  });

  it('keeps sign-in, registration and recovery closed in the bank profile and open in the reference one', () => {
    for (const path of ['/login', '/register', '/register/verify', '/forgot-password', '/reset-password']) {
      expect(isPublicPath(path, bank)).toBe(false);
      expect(isPublicPath(path, reference)).toBe(true);
    }
  });

  it('keeps member pages closed in both profiles', () => {
    for (const path of ['/', '/account', '/account/wishlist', '/checkout', '/faq', '/pending-actions', '/logout', '/account/reset-password']) {
      expect(isPublicPath(path, bank)).toBe(false);
      expect(isPublicPath(path, reference)).toBe(false);
    }
  });

  it('reads the pattern kinds of a custom profile', () => {
    const custom: GuardProfile = { publicPaths: ['/a/:id/b', '/c/*', '!/c/secret', '!/c/private/*'], alwaysExternalPaths: [] };
    expect(isPublicPath('/a/12/b', custom)).toBe(true);
    expect(isPublicPath('/a/12', custom)).toBe(false);
    expect(isPublicPath('/a/12/c', custom)).toBe(false);
    expect(isPublicPath('/c/open', custom)).toBe(true);
    expect(isPublicPath('/c/secret', custom)).toBe(false);
    expect(isPublicPath('/c/secret/more', custom)).toBe(true);
    expect(isPublicPath('/c/private/more', custom)).toBe(false);
    expect(isPublicPath('/c/private', custom)).toBe(true);
  });

  it('never reads an exception as a path that opens by itself', () => {
    const onlyExceptions: GuardProfile = { publicPaths: ['!/secret'], alwaysExternalPaths: [] };
    expect(isPublicPath('/!/secret', onlyExceptions)).toBe(false);
    expect(isPublicPath('/secret', onlyExceptions)).toBe(false);
  });
});

describe('guardRoute', () => {
  const guest = { isSignedIn: false, previousPathname: null, profile: bank } as const;

  it('lets a signed-in member go anywhere', () => {
    for (const pathname of ['/', '/account', '/shop/cart', '/fr/checkout', '/login']) {
      expect(guardRoute({ ...guest, pathname, isSignedIn: true })).toEqual({ kind: 'allow' });
    }
  });

  it('lets a guest open a public path, with or without /fr', () => {
    expect(guardRoute({ ...guest, pathname: '/shop' })).toEqual({ kind: 'allow' });
    expect(guardRoute({ ...guest, pathname: '/fr/shop/headphones' })).toEqual({ kind: 'allow' });
    expect(guardRoute({ ...guest, pathname: '/fr/sso/token' })).toEqual({ kind: 'allow' });
  });

  it('sends a guest on an always-external path to the programme home, even from a public page', () => {
    for (const pathname of ['/', '/fr', '/account', '/fr/faq', '/redeem/cash-back', '/login', '/register/verify']) {
      expect(guardRoute({ ...guest, pathname, previousPathname: '/shop' })).toEqual({ kind: 'external-home' });
    }
  });

  it('sends a guest on another closed path back to the previous page when that was public', () => {
    expect(guardRoute({ ...guest, pathname: '/shop/cart', previousPathname: '/shop' })).toEqual({ kind: 'back', to: '/shop' });
    expect(guardRoute({ ...guest, pathname: '/fr/checkout', previousPathname: '/fr/shop/headphones?x=1' })).toEqual({
      kind: 'back',
      to: '/fr/shop/headphones?x=1',
    });
  });

  it('sends a guest on another closed path to the programme home when the previous page was not public or absent', () => {
    expect(guardRoute({ ...guest, pathname: '/checkout', previousPathname: '/account' })).toEqual({ kind: 'external-home' });
    expect(guardRoute({ ...guest, pathname: '/checkout', previousPathname: null })).toEqual({ kind: 'external-home' });
    expect(guardRoute({ ...guest, pathname: '/checkout', previousPathname: '' })).toEqual({ kind: 'external-home' });
    expect(guardRoute({ ...guest, pathname: '/checkout', previousPathname: '//evil.example/shop' })).toEqual({
      kind: 'external-home',
    });
  });

  it('lets a guest sign in, register and recover a password in the reference profile only', () => {
    for (const pathname of ['/login', '/fr/login', '/register', '/register/verify', '/forgot-password', '/reset-password']) {
      expect(guardRoute({ ...guest, pathname, profile: reference })).toEqual({ kind: 'allow' });
      expect(guardRoute({ ...guest, pathname, profile: bank, previousPathname: '/shop' })).toEqual({ kind: 'external-home' });
    }
  });

  it('sends guests asking for home to the programme home in both profiles', () => {
    expect(guardRoute({ ...guest, pathname: '/', profile: reference, previousPathname: '/shop' })).toEqual({ kind: 'external-home' });
  });

  const segment = fc.constantFrom('shop', 'cart', 'sso', 'fr', 'account', 'login', 'register', 'error', 'x', '', 'evil.example', '\\');
  const path = fc
    .array(segment, { maxLength: 4 })
    .chain((segments) => fc.constantFrom(`/${segments.join('/')}`, segments.join('/'), `//${segments.join('/')}`));
  const profile = fc.constantFrom(bank, reference);

  it('always allows a signed-in member', () => {
    fc.assert(
      fc.property(path, fc.option(path, { nil: null }), profile, (pathname, previousPathname, chosen) => {
        expect(guardRoute({ pathname, isSignedIn: true, previousPathname, profile: chosen })).toEqual({ kind: 'allow' });
      }),
    );
  });

  it('never sends a guest back to a path that is not public, and allows a guest only on public paths', () => {
    fc.assert(
      fc.property(path, fc.option(path, { nil: null }), profile, (pathname, previousPathname, chosen) => {
        const decision = guardRoute({ pathname, isSignedIn: false, previousPathname, profile: chosen });
        if (decision.kind === 'back') {
          expect(decision.to).toBe(previousPathname);
          expect(isPublicPath(decision.to, chosen)).toBe(true);
          expect(decision.to.startsWith('/') && !decision.to.includes('//')).toBe(true);
        }
        expect(decision.kind === 'allow').toBe(isPublicPath(pathname, chosen));
      }),
    );
  });

  it('treats a French path exactly like its English twin', () => {
    fc.assert(
      fc.property(path, fc.option(path, { nil: null }), profile, fc.boolean(), (pathname, previousPathname, chosen, isSignedIn) => {
        const english = pathname.startsWith('/') ? pathname : `/${pathname}`;
        fc.pre(!english.startsWith('//'));
        const french = english === '/' ? '/fr' : `/fr${english}`;
        expect(guardRoute({ pathname: french, isSignedIn, previousPathname, profile: chosen })).toEqual(
          guardRoute({ pathname: english, isSignedIn, previousPathname, profile: chosen }),
        );
      }),
    );
  });
});
