import { describe, expect, it } from 'vitest';
import { isPermanentMessageRefusal } from './undeliverable-mail';

describe('only a permanent refusal of the recipient or the content stops an email being tried again', () => {
  it('gives up on a 5xx answer to RCPT TO or DATA (nodemailer marks it permanent)', () => {
    expect(isPermanentMessageRefusal({ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 550, permanent: true })).toBe(true);
    expect(isPermanentMessageRefusal({ code: 'EMESSAGE', command: 'DATA', responseCode: 554, permanent: true })).toBe(true);
  });

  it('tries again after a temporary answer to the same commands', () => {
    expect(isPermanentMessageRefusal({ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 451, permanent: false })).toBe(false);
    expect(isPermanentMessageRefusal({ code: 'EMESSAGE', command: 'DATA', responseCode: 452 })).toBe(false);
  });

  it('tries again when the sender, the sign-in or the connection is refused: the service or our settings, not the message', () => {
    expect(isPermanentMessageRefusal({ code: 'EENVELOPE', command: 'MAIL FROM', responseCode: 550, permanent: true })).toBe(false);
    expect(isPermanentMessageRefusal({ code: 'EAUTH', command: 'AUTH PLAIN', responseCode: 535, permanent: true })).toBe(false);
    expect(isPermanentMessageRefusal({ code: 'ECONNECTION', command: 'CONN' })).toBe(false);
  });

  it('tries again on anything that is not an SMTP error', () => {
    expect(isPermanentMessageRefusal(new Error('socket hang up'))).toBe(false);
    expect(isPermanentMessageRefusal('550 no such mailbox')).toBe(false);
    expect(isPermanentMessageRefusal(null)).toBe(false);
    expect(isPermanentMessageRefusal(undefined)).toBe(false);
    expect(isPermanentMessageRefusal({ command: 'RCPT TO', permanent: 'true' })).toBe(false);
  });
});
