import { describe, expect, it } from 'vitest';
import { AdmissionGate } from './admission-gate';

const later = (ms = 60_000) => Date.now() + ms;

describe('admission gate: at most its capacity at once, the others in arrival order', () => {
  it('admits up to its capacity at once and makes the next one wait for a place', async () => {
    const gate = new AdmissionGate(2);
    const first = await gate.enter(later());
    const second = await gate.enter(later());
    let thirdIn = false;
    const third = gate.enter(later()).then((release) => {
      thirdIn = true;
      return release;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(thirdIn).toBe(false);
    first?.();
    expect(await third).toBeTypeOf('function');
    expect(thirdIn).toBe(true);
    second?.();
  });

  it('gives a freed place to the longest waiter, not to one arriving meanwhile', async () => {
    const gate = new AdmissionGate(1);
    const holder = await gate.enter(later());
    const order: string[] = [];
    const waiter = gate.enter(later()).then((release) => {
      order.push('waiter');
      return release;
    });
    holder?.();
    const newcomer = gate.enter(later()).then((release) => {
      order.push('newcomer');
      return release;
    });
    (await waiter)?.();
    (await newcomer)?.();
    expect(order).toEqual(['waiter', 'newcomer']);
    expect(gate.idle).toBe(true);
  });

  it('answers null to a waiter whose deadline passes, and forgets it', async () => {
    const gate = new AdmissionGate(1);
    const holder = await gate.enter(later());
    expect(await gate.enter(Date.now() + 10)).toBeNull();
    holder?.();
    expect(gate.idle).toBe(true);
    const again = await gate.enter(later());
    expect(again).toBeTypeOf('function');
    again?.();
  });

  it('counts a place given back twice only once', async () => {
    const gate = new AdmissionGate(1);
    const holder = await gate.enter(later());
    holder?.();
    holder?.();
    const one = await gate.enter(later());
    expect(await gate.enter(Date.now() + 10)).toBeNull();
    one?.();
  });

  it('is idle only with no holder and no waiter', async () => {
    const gate = new AdmissionGate(1);
    expect(gate.idle).toBe(true);
    const holder = await gate.enter(later());
    expect(gate.idle).toBe(false);
    holder?.();
    expect(gate.idle).toBe(true);
  });

  it('refuses a capacity below one', () => {
    expect(() => new AdmissionGate(0)).toThrow(RangeError);
    expect(() => new AdmissionGate(1.5)).toThrow(RangeError);
  });
});
