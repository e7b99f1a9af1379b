import { describe, expect, it } from 'vitest';
import { SequentialIdempotencyKeys } from '../../tests/fakes/sequential-idempotency-keys';
import { IdempotentAttempts } from './idempotent-attempts';

type Answer = { readonly ok: true } | { readonly ok: false; readonly reason: string };

describe('IdempotentAttempts', () => {
  it('sends an attempt that got no answer again with its key, and a new attempt or an answered one with a new key', async () => {
    const attempts = new IdempotentAttempts(new SequentialIdempotencyKeys());
    const sent: string[] = [];
    const answering = (answer: Answer) => async (key: string) => {
      sent.push(key);
      return answer;
    };
    await attempts.send('a', answering({ ok: false, reason: 'unavailable' }));
    await attempts.send('b', answering({ ok: true }));
    await attempts.send('a', answering({ ok: false, reason: 'insufficient-points' }));
    await attempts.send('a', answering({ ok: true }));
    expect(sent).toEqual(['key-0001', 'key-0002', 'key-0001', 'key-0003']);
  });

  it('answers busy, sending nothing, while the same attempt is under way; another attempt is sent', async () => {
    const attempts = new IdempotentAttempts(new SequentialIdempotencyKeys());
    let answer: (value: Answer) => void = () => undefined;
    const first = attempts.send('a', () => new Promise<Answer>((resolve) => (answer = resolve)));
    expect(await attempts.send('a', () => Promise.reject(new Error('sent twice')))).toBe('busy');
    expect(await attempts.send('b', () => Promise.resolve<Answer>({ ok: true }))).toEqual({ ok: true });
    answer({ ok: true });
    expect(await first).toEqual({ ok: true });
    expect(await attempts.send('a', () => Promise.resolve<Answer>({ ok: true }))).toEqual({ ok: true });
  });

  it('lets the attempt go again when sending it throws', async () => {
    const attempts = new IdempotentAttempts(new SequentialIdempotencyKeys());
    await expect(attempts.send('a', () => Promise.reject(new Error('no network')))).rejects.toThrow('no network');
    expect(await attempts.send('a', () => Promise.resolve<Answer>({ ok: true }))).toEqual({ ok: true });
  });
});
