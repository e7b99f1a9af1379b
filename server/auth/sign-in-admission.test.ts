import { describe, expect, it } from 'vitest';
import { SignInAdmission } from './sign-in-admission';

const later = () => Date.now() + 60_000;

describe('sign-in admission: this node asks PostgreSQL a few attempts at a time and remembers pauses', () => {
  it('remembers a pause until it ends, rounding the seconds left up', () => {
    let now = 1_000_000;
    const admission = new SignInAdmission({ perAddress: 1, perNode: 1 }, () => now);
    expect(admission.pausedFor('address:a')).toBe(0);
    admission.pause('address:a', 900);
    expect(admission.pausedFor('address:a')).toBe(900);
    now += 899_500;
    expect(admission.pausedFor('address:a')).toBe(1);
    now += 500;
    expect(admission.pausedFor('address:a')).toBe(0);
    expect(admission.pausedFor('address:b')).toBe(0);
  });

  it('keeps the longer of two pauses', () => {
    const now = 5_000;
    const admission = new SignInAdmission({ perAddress: 1, perNode: 1 }, () => now);
    admission.pause('address:a', 600);
    admission.pause('address:a', 60);
    expect(admission.pausedFor('address:a')).toBe(600);
  });

  it('lets one address hold only its share of places while another address still gets in', async () => {
    const admission = new SignInAdmission({ perAddress: 1, perNode: 4 });
    const first = await admission.enterAddress('address:a', later());
    expect(await admission.enterAddress('address:a', Date.now() + 10)).toBeNull();
    const other = await admission.enterAddress('address:b', Date.now() + 10);
    expect(other).toBeTypeOf('function');
    first?.();
    other?.();
    const again = await admission.enterAddress('address:a', Date.now() + 10);
    expect(again).toBeTypeOf('function');
    again?.();
  });

  it('admits an attempt with no known address at once', async () => {
    const admission = new SignInAdmission({ perAddress: 1, perNode: 1 });
    const release = await admission.enterAddress(null, Date.now());
    expect(release).toBeTypeOf('function');
  });

  it('bounds the attempts doing database work on the node', async () => {
    const admission = new SignInAdmission({ perAddress: 1, perNode: 2 });
    const one = await admission.enterNode(later());
    const two = await admission.enterNode(later());
    expect(await admission.enterNode(Date.now() + 10)).toBeNull();
    one?.();
    const three = await admission.enterNode(Date.now() + 10);
    expect(three).toBeTypeOf('function');
    two?.();
    three?.();
  });

  it('a drill holds every place of its address until it ends, as slow checks would; other addresses still get in', async () => {
    const admission = new SignInAdmission({ perAddress: 2, perNode: 4 });
    await admission.drill('address:drilled', Date.now() + 60_000);
    expect(await admission.enterAddress('address:drilled', Date.now() + 20)).toBeNull();
    const other = await admission.enterAddress('address:other', Date.now() + 20);
    expect(other).toBeTypeOf('function');
    other?.();
    // Ended early, the address's attempts get in at once.
    const waiting = admission.enterAddress('address:drilled', later());
    admission.endDrill('address:drilled');
    const admitted = await waiting;
    expect(admitted).toBeTypeOf('function');
    admitted?.();
  });

  it('a drill ends by itself when its time is up, and one in place waits for the places real attempts hold', async () => {
    const admission = new SignInAdmission({ perAddress: 1, perNode: 4 });
    const attempt = await admission.enterAddress('address:a', later());
    const drilled = admission.drill('address:a', Date.now() + 80);
    // The attempt in flight keeps its place; the drill takes it when it is given back.
    attempt?.();
    await drilled;
    expect(await admission.enterAddress('address:a', Date.now() + 20)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 80));
    const after = await admission.enterAddress('address:a', Date.now() + 20);
    expect(after).toBeTypeOf('function');
    after?.();
  });
});
