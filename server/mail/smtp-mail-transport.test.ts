import { describe, expect, it } from 'vitest';
import { senderDomain } from './smtp-mail-transport';

describe('a Message-ID names the sender’s domain', () => {
  it('is the domain of a bare or named sender, localhost when there is none', () => {
    const senders = ['rewards@bank.example', 'Demo Bank Rewards <rewards@mail.bank.example>', '"A@B" <rewards@bank.example> ', 'rewards', 'rewards@', 'Rewards <rewards>'];
    expect(senders.map(senderDomain)).toEqual(['bank.example', 'mail.bank.example', 'bank.example', 'localhost', 'localhost', 'localhost']);
  });
});
