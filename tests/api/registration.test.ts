import { beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_CARD_BACK_OFF } from '@rewards-storefront/domain/auth/sign-in-throttle';
import { ETIENNE, GRACE, NADIA, emailsTo, registrationConfig, tokenIn, valuesOf, type ProgramRegistration } from './support/identity';
import { bearer, createTestApp, errorBody, loginRequest, ManualClock } from './support/test-app';
import { useTestApp } from './support/use-test-app';

const PASSWORD = 'Maple#Leaf2026';
const TOKEN_INVALID_EN = 'Sorry. Your token is either invalid or has expired. Please try again.';
const TOKEN_INVALID_FR = 'Désolé. Votre jeton est invalide ou a expiré. Veuillez réessayer.';

describe('registration (spec §3, §4, §5, §7)', () => {
  const clock = new ManualClock(new Date());
  let config: ProgramRegistration;

  const t = useTestApp({ clock });
  beforeAll(async () => {
    config = await registrationConfig(t.app);
  });

  const verification = (answers: Record<string, string>) => valuesOf(config.verification_fields, answers);
  const details = (values: Record<string, string>) => valuesOf(config.registration_fields, values);

  function registration(answers: Record<string, string>, values: Record<string, string>, extra: Record<string, unknown> = {}) {
    return {
      program: 'demo',
      registration_verification: verification(answers),
      registration_fields: details(values),
      password: PASSWORD,
      has_marketing_enabled: true,
      preferred_language: 'en-CA',
      terms_id: config.terms?.id ?? null,
      ...extra,
    };
  }

  // Each call from its own address: this file's many refusals are not what the per-address back-off is tested on.
  let calls = 0;
  const anAddress = () => {
    calls += 1;
    return `10.22.${Math.floor(calls / 250)}.${(calls % 250) + 1}`;
  };
  const register = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/member/program-registration/${config.id}/user-registration`,
      remoteAddress: anAddress(),
      payload,
    });
  const verify = (payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/member/program-registration/${config.id}/verify`, remoteAddress: anAddress(), payload });
  const verifyEmail = (token: string, locale = 'en-CA') =>
    t.app.inject({ url: `/api/v1/member/email/verify?token=${encodeURIComponent(token)}&locale=${locale}` });

  describe('the configuration', () => {
    it('asks verification fields, registration fields, marketing, language and terms, with server regexes and messages', async () => {
      expect(config).toMatchObject({
        program_slug: 'demo',
        has_verification: true,
        has_marketing_preference: true,
        has_preferred_language: true,
        has_terms: true,
        terms: { version: 1, title: 'Terms of use of Demo Bank Rewards' },
        registration_forgot_password: { account_types: ['business'] },
      });
      expect(config.verification_fields.map((field) => field.name)).toEqual(['card_number', 'postal_code', 'date_of_birth']);
      expect(config.registration_fields.map((field) => [field.name, field.required])).toEqual([
        ['user_account', true],
        ['email', true],
        ['phone', false],
      ]);
      expect(config.registration_forgot_password.password_verification_fields.map((field) => field.name)).toEqual([
        'card_last_four',
        'postal_code',
      ]);
      expect(config.registration_fields[0]).toMatchObject({
        menu_title: 'Username',
        data_type: 'text',
        regex: '[A-Za-z0-9._-]{6,30}',
        error_message: 'Your username must have 6 to 30 letters, digits, dots, hyphens or underscores.',
      });
    });

    it('comes in French with the French texts, and by its id as well as by the programme', async () => {
      const french = await registrationConfig(t.app, 'fr-CA');
      expect(french.id).toBe(config.id);
      expect(french.registration_fields[0]).toMatchObject({
        menu_title: 'Nom d’utilisateur',
        error_message:
          'Votre nom d’utilisateur doit compter de 6 à 30 lettres, chiffres, points, traits d’union ou traits de soulignement.',
      });
      expect(french.verification_fields[2]).toMatchObject({ placeholder: 'AAAA-MM-JJ' });
      expect(french.terms?.title).toBe('Conditions d’utilisation de Récompenses Banque Démo');
      const byId = await t.app.inject({ url: `/api/v1/member/program-registration/${config.id}/user-registration?locale=fr-CA` });
      expect(byId.json<{ data: ProgramRegistration }>().data).toEqual(french);
    });

    it('answers 404 for an unknown programme or registration', async () => {
      expect((await t.app.inject({ url: '/api/v1/member/program/nowhere/program-registration' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/api/v1/member/program-registration/99999/user-registration' })).statusCode).toBe(404);
    });

    it('serves the programme’s terms without authentication, and to members with their token', async () => {
      const guest = await t.app.inject({ url: '/api/v1/program/demo/terms?locale=fr-CA' });
      expect(guest.statusCode).toBe(200);
      expect(guest.json<{ data: { id: number; title: string; description: string } }>().data).toMatchObject({
        id: config.terms?.id,
        title: 'Conditions d’utilisation de Récompenses Banque Démo',
      });
      expect((await t.app.inject({ url: '/api/v1/program/nowhere/terms' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/api/v1/terms' })).statusCode).toBe(401);
      const token = (await t.app.inject(loginRequest('elite'))).json<{ data: { token: string } }>().data.token;
      const member = await t.app.inject({ url: '/api/v1/terms', headers: bearer(token) });
      expect(member.json<{ data: { description: string } }>().data.description).toContain('Demo Bank Rewards store');
    });
  });

  describe('verification', () => {
    it('accepts the answers of a cardholder without online access, however they are written', async () => {
      const response = await verify({
        registration_verification: verification({ ...NADIA, card_number: '4512345678007001', postal_code: ' m4c1b5 ' }),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ data: { verified: true } });
    });

    it('checks each answer against its configured regex, with the configured message in the request’s language', async () => {
      const english = await verify({
        registration_verification: verification({ card_number: '4512', postal_code: '12345', date_of_birth: '14/06/1988' }),
      });
      expect(english.statusCode).toBe(400);
      expect(errorBody(english).errors).toEqual([
        { field: 'registration_verification.card_number', message: 'Enter the 16 digits of your card number.' },
        { field: 'registration_verification.postal_code', message: 'Enter a Canadian postal code, like A1A 1A1.' },
        { field: 'registration_verification.date_of_birth', message: 'Enter your date of birth as YYYY-MM-DD.' },
      ]);
      const french = await verify({
        registration_verification: verification({ card_number: '4512', postal_code: 'M4C 1B5' }),
        locale: 'fr-CA',
      });
      expect(errorBody(french).errors).toEqual([
        { field: 'registration_verification.card_number', message: 'Entrez les 16 chiffres de votre numéro de carte.' },
        { field: 'registration_verification.date_of_birth', message: 'Le champ «\u00a0Date de naissance\u00a0» est obligatoire' },
      ]);
    });

    it('refuses a field the step does not ask, and a field given twice', async () => {
      const answers = verification(NADIA);
      const response = await verify({ registration_verification: [...answers, { id: 99999, value: 'x' }, answers[0]] });
      expect(errorBody(response).errors).toEqual([
        { field: 'registration_verification.99999', message: 'is not a field of this step' },
        { field: `registration_verification.${answers[0]!.id}`, message: 'is given more than once' },
      ]);
    });

    it('answers the same for wrong answers, an unknown card and a cardholder who already has online access', async () => {
      const wrong = await verify({ registration_verification: verification({ ...GRACE, date_of_birth: '1992-01-26' }) });
      const unknown = await verify({ registration_verification: verification({ ...GRACE, card_number: '4512 0000 0000 0000' }) });
      // `business` has recovery answers on file but already signs in.
      const business = await verify({ registration_verification: verification({ ...GRACE, postal_code: 'V6B 1A1' }) });
      for (const response of [wrong, unknown, business]) {
        expect(response.statusCode).toBe(422);
        expect(errorBody(response)).toEqual({
          code: 'REGISTRATION_VERIFICATION_FAILED',
          message:
            'We could not verify these details. Please check them and try again. If you already have online access, sign in instead.',
        });
      }
    });

    it('backs a card off after three wrong tries instead of pausing it for 15 minutes; other cards go on', async () => {
      clock.advanceSeconds(REGISTRATION_CARD_BACK_OFF.windowSeconds);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push(
          (await verify({ registration_verification: verification({ ...GRACE, date_of_birth: `1990-01-0${attempt + 1}` }) })).statusCode,
        );
      }
      expect(statuses).toEqual([422, 422, 422, 429]);
      expect((await verify({ registration_verification: verification(GRACE) })).statusCode).toBe(429);
      expect((await verify({ registration_verification: verification(NADIA) })).statusCode).toBe(200);
      clock.advanceSeconds(REGISTRATION_CARD_BACK_OFF.baseSeconds);
      expect((await verify({ registration_verification: verification(GRACE) })).statusCode).toBe(200);
    });

    it('refuses a cardholder whose card is not in good standing', async () => {
      await t.db.pool.query("UPDATE account SET status = 'ON HOLD' WHERE reference_identifier = 'ACC-7003'");
      try {
        expect((await verify({ registration_verification: verification(GRACE) })).statusCode).toBe(422);
      } finally {
        await t.db.pool.query("UPDATE account SET status = 'ACTIVE' WHERE reference_identifier = 'ACC-7003'");
      }
    });
  });

  describe('registering', () => {
    it('checks the registration fields by their regexes, the password rule, the terms and the programme, all at once', async () => {
      const response = await register(
        registration(
          NADIA,
          { user_account: 'nh', email: 'not-an-email', phone: '12' },
          { password: 'short', terms_id: null, program: 'other' },
        ),
      );
      expect(response.statusCode).toBe(400);
      expect(errorBody(response).errors).toEqual([
        { field: 'program', message: 'is not the programme of this registration' },
        {
          field: 'registration_fields.user_account',
          message: 'Your username must have 6 to 30 letters, digits, dots, hyphens or underscores.',
        },
        { field: 'registration_fields.email', message: 'Please enter a valid email address' },
        { field: 'registration_fields.phone', message: 'Enter a 10-digit phone number, like 416 555 0134.' },
        { field: 'password', message: 'Your password must have 8 to 255 characters.' },
        { field: 'password', message: 'Your password must contain an uppercase letter.' },
        { field: 'password', message: 'Your password must contain a digit.' },
        { field: 'password', message: 'Your password must contain a special character, like # or !.' },
        { field: 'terms_id', message: 'Please accept the terms of use to register.' },
      ]);
    });

    it('says the same in French', async () => {
      const response = await register(
        registration(NADIA, { user_account: 'nh', email: 'nadia@example.com' }, { password: 'Maple2026', locale: 'fr-CA' }),
      );
      expect(errorBody(response).errors).toEqual([
        {
          field: 'registration_fields.user_account',
          message: 'Votre nom d’utilisateur doit compter de 6 à 30 lettres, chiffres, points, traits d’union ou traits de soulignement.',
        },
        { field: 'password', message: 'Votre mot de passe doit contenir un caractère spécial, comme # ou\u202f!.' },
      ]);
    });

    it('refuses a user name that is taken, in any case, once the cardholder is verified', async () => {
      const response = await register(registration(NADIA, { user_account: 'BUSINESS', email: 'nadia@example.com' }));
      expect(response.statusCode).toBe(409);
      expect(errorBody(response)).toEqual({
        code: 'USER_ACCOUNT_TAKEN',
        message: 'This username is not available. Please choose another one.',
        errors: [{ field: 'registration_fields.user_account', message: 'This username is not available. Please choose another one.' }],
      });
      // Not a verification: nobody learns which user names exist without the cardholder's answers.
      const stranger = await register(
        registration({ ...NADIA, date_of_birth: '1970-01-01' }, { user_account: 'business', email: 'x@example.com' }),
      );
      expect(errorBody(stranger).code).toBe('REGISTRATION_VERIFICATION_FAILED');
    });

    it('registers, emails a confirmation link, and lets the member sign in only once the email is confirmed', async () => {
      const response = await register(
        registration(NADIA, { user_account: 'nadia.haddad', email: 'nadia.h@example.com', phone: '416 555 0199' }),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ data: { code: 'success', email: 'nadia.h@example.com' } });

      const { rows } = await t.db.pool.query(
        `SELECT m.user_account, m.email, m.phone, m.has_marketing_enabled, m.preferred_language, m.rules_accepted_at IS NOT NULL AS rules,
                r.terms_id, r.email_verified_at
           FROM member m JOIN member_registration r ON r.member_id = m.id WHERE m.user_account = 'nadia.haddad'`,
      );
      expect(rows[0]).toMatchObject({
        email: 'nadia.h@example.com',
        phone: '416 555 0199',
        has_marketing_enabled: true,
        preferred_language: 'en-CA',
        rules: true,
        terms_id: config.terms?.id,
        email_verified_at: null,
      });
      const [email] = await emailsTo(t.db.pool, 'nadia.h@example.com', 'email_verification');
      expect(email).toMatchObject({ locale: 'en-CA', subject: 'Confirm your email address' });
      expect(email!.text).toContain('Hello Nadia,');
      const token = tokenIn(email!.text, '/register/verify');

      const early = await t.app.inject(loginRequest('nadia.haddad', PASSWORD));
      expect(early.statusCode).toBe(403);
      expect(errorBody(early).code).toBe('EMAIL_NOT_VERIFIED');
      // A wrong password says nothing of the registration.
      expect(errorBody(await t.app.inject(loginRequest('nadia.haddad', 'Wrong#2026'))).code).toBe('INVALID_CREDENTIALS');

      const confirmed = await verifyEmail(token);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ data: { code: 'verified' } });
      expect((await verifyEmail(token)).json()).toEqual({ data: { code: 'already_verified' } });

      const signedIn = await t.app.inject(loginRequest('nadia.haddad', PASSWORD));
      expect(signedIn.statusCode).toBe(200);
      const accounts = await t.app.inject({
        url: '/api/v1/member/account',
        headers: bearer(signedIn.json<{ data: { token: string } }>().data.token),
      });
      expect(accounts.statusCode).toBe(200);
      expect(accounts.json<{ data: Array<{ reference_identifier: string }> }>().data.map((card) => card.reference_identifier)).toEqual([
        'ACC-7001',
      ]);
    });

    it('registers a cardholder once: the same answers then fail the verification', async () => {
      const again = await register(registration(NADIA, { user_account: 'nadia.two', email: 'nadia2@example.com' }));
      expect(again.statusCode).toBe(422);
      expect(errorBody(again).code).toBe('REGISTRATION_VERIFICATION_FAILED');
    });

    it('writes to a French-speaking member in French, with a link to the French page', async () => {
      const response = await register(
        registration(
          ETIENNE,
          { user_account: 'etienne.b', email: 'etienne.b@example.com' },
          { preferred_language: 'fr-CA', has_marketing_enabled: false, locale: 'fr-CA' },
        ),
      );
      expect(response.statusCode, response.body).toBe(200);
      const [email] = await emailsTo(t.db.pool, 'etienne.b@example.com', 'email_verification');
      expect(email).toMatchObject({ locale: 'fr-CA', subject: 'Confirmez votre adresse courriel' });
      expect(email!.text).toMatch(/\/fr\/register\/verify\?token=/);
      expect(email!.text).toContain('Confirmer mon adresse courriel\u00a0:');
      const { rows } = await t.db.pool.query(
        "SELECT preferred_language, has_marketing_enabled FROM member WHERE user_account = 'etienne.b'",
      );
      expect(rows[0]).toEqual({ preferred_language: 'fr-CA', has_marketing_enabled: false });
    });

    it('sends the link again on request, and only the newest link works; any request answers 202', async () => {
      const resend = (answers: Record<string, string>) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/member/program-registration/${config.id}/user-email`,
          payload: { registration_verification: verification(answers) },
        });
      const [first] = await emailsTo(t.db.pool, 'etienne.b@example.com', 'email_verification');
      const unknown = await resend({ ...GRACE, card_number: '4512 0000 0000 0001' });
      const known = await resend(ETIENNE);
      for (const response of [unknown, known]) {
        expect(response.statusCode).toBe(202);
        expect(response.json()).toEqual({ data: { code: 'accepted' } });
      }
      const sent = await emailsTo(t.db.pool, 'etienne.b@example.com', 'email_verification');
      expect(sent).toHaveLength(2);
      const invalid = await verifyEmail(tokenIn(first!.text, '/register/verify'), 'fr-CA');
      expect(invalid.statusCode).toBe(422);
      expect(errorBody(invalid)).toEqual({ code: 'TOKEN_INVALID', message: TOKEN_INVALID_FR });
      expect((await verifyEmail(tokenIn(sent[0]!.text, '/register/verify'))).json()).toEqual({ data: { code: 'verified' } });
    });

    it('refuses an unknown or expired confirmation token with the text of spec §8', async () => {
      const unknown = await verifyEmail('x'.repeat(43));
      expect(errorBody(unknown)).toEqual({ code: 'TOKEN_INVALID', message: TOKEN_INVALID_EN });
      expect((await t.app.inject({ url: '/api/v1/member/email/verify?token=bad!' })).statusCode).toBe(400);

      const response = await register(registration(GRACE, { user_account: 'grace.liu', email: 'grace.liu@example.com' }));
      expect(response.statusCode, response.body).toBe(200);
      const [email] = await emailsTo(t.db.pool, 'grace.liu@example.com', 'email_verification');
      clock.advanceSeconds(24 * 3600);
      expect(errorBody(await verifyEmail(tokenIn(email!.text, '/register/verify'))).code).toBe('TOKEN_INVALID');
    });
  });

  describe('a programme without terms', () => {
    it('registers without them and holds the member at the programme rules until they accept', async () => {
      const other = await createTestApp();
      try {
        await other.db.pool.query('UPDATE programme_registration SET has_terms = false');
        const noTerms = await registrationConfig(other.app);
        expect(noTerms).toMatchObject({ has_terms: false, terms: null });
        const response = await other.app.inject({
          method: 'POST',
          url: `/api/v1/member/program-registration/${noTerms.id}/user-registration`,
          payload: {
            program: 'demo',
            registration_verification: valuesOf(noTerms.verification_fields, NADIA),
            registration_fields: valuesOf(noTerms.registration_fields, { user_account: 'nadia.haddad', email: 'nadia@example.com' }),
            password: PASSWORD,
          },
        });
        expect(response.statusCode, response.body).toBe(200);
        const [email] = await emailsTo(other.db.pool, 'nadia@example.com', 'email_verification');
        await other.app.inject({ url: `/api/v1/member/email/verify?token=${tokenIn(email!.text, '/register/verify')}` });
        const token = (await other.app.inject(loginRequest('nadia.haddad', PASSWORD))).json<{ data: { token: string } }>().data.token;
        const accounts = await other.app.inject({ url: '/api/v1/member/account', headers: bearer(token) });
        expect(accounts.statusCode).toBe(403);
        expect(errorBody(accounts).code).toBe('PENDING_ACTIONS');
      } finally {
        await other.close();
      }
    });
  });
});
