import { describe, expect, it } from 'vitest';
import { senderDomain } from './smtp-mail-transport';

describe('a Message-ID names the sender’s domain', () => {
  it('takes the domain of a bare address or of a named one', () => {
    expect(senderDomain('rewards@bank.example')).toBe('bank.example');
    expect(senderDomain('Demo Bank Rewards <rewards@mail.bank.example>')).toBe('mail.bank.example');
    expect(senderDomain('"A@B" <rewards@bank.example> ')).toBe('bank.example');
  });

  it('falls back to localhost when there is no domain', () => {
    expect(senderDomain('rewards')).toBe('localhost');
    expect(senderDomain('rewards@')).toBe('localhost');
    expect(senderDomain('Rewards <rewards>')).toBe('localhost');
  });
});
