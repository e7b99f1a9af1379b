import type { PoolClient } from 'pg';
import type { AccessHold } from '@rewards-storefront/domain/sign-in/account-access';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { RegistrationFieldDataType } from '@rewards-storefront/domain/registration/registration-config';
import { identityFactValue } from '@rewards-storefront/domain/registration/registration-field';
import { hashPassword, type ScryptParameters } from '../../auth/password-hasher';
import { identityFactDigest } from '../../registration/identity-fact-digest';
import { DEMO_PASSWORD, demoEarnEntries } from './demo-members';

const DAY_MS = 86_400_000;
const NBSP = '\u00a0';

export type FieldKind = 'verification' | 'registration' | 'password_verification';

export interface DemoRegistrationField {
  kind: FieldKind;
  name: string;
  dataType: RegistrationFieldDataType;
  required: boolean;
  label: [string, string];
  description: [string, string];
  placeholder: [string, string];
  regex: [string, string];
  errorMessage: [string, string];
}

const CARD_NUMBER_REGEX = '[0-9]{4}( ?[0-9]{4}){3}';
const POSTAL_CODE_REGEX = '[A-Za-z][0-9][A-Za-z] ?[0-9][A-Za-z][0-9]';
const DATE_REGEX = '(19|20)[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])';

/** The postal code question: asked to verify a registration and to recover a password. */
function postalCodeField(kind: FieldKind): DemoRegistrationField {
  return {
    kind,
    name: 'postal_code',
    dataType: 'postal_code',
    required: true,
    label: ['Postal code', 'Code postal'],
    description: [
      'The postal code of the address on your card statement.',
      'Le code postal de l’adresse qui figure sur votre relevé de carte.',
    ],
    placeholder: ['A1A 1A1', 'A1A 1A1'],
    regex: [POSTAL_CODE_REGEX, POSTAL_CODE_REGEX],
    errorMessage: ['Enter a Canadian postal code, like A1A 1A1.', 'Entrez un code postal canadien, comme A1A 1A1.'],
  };
}

/**
 * The demo programme's registration configuration (spec §3): the cardholder
 * proves who they are with their card number, postal code and date of
 * birth, then chooses a user name and gives an email (and optionally a
 * phone); a business customer recovering a password answers the last four
 * digits of their card and their postal code. English, then French.
 */
export const DEMO_REGISTRATION_FIELDS: readonly DemoRegistrationField[] = [
  {
    kind: 'verification',
    name: 'card_number',
    dataType: 'card_number',
    required: true,
    label: ['Card number', 'Numéro de carte'],
    description: ['The 16 digits on the front of your rewards card.', 'Les 16 chiffres inscrits au recto de votre carte de récompenses.'],
    placeholder: ['1234 5678 9012 3456', '1234 5678 9012 3456'],
    regex: [CARD_NUMBER_REGEX, CARD_NUMBER_REGEX],
    errorMessage: ['Enter the 16 digits of your card number.', 'Entrez les 16 chiffres de votre numéro de carte.'],
  },
  postalCodeField('verification'),
  {
    kind: 'verification',
    name: 'date_of_birth',
    dataType: 'date',
    required: true,
    label: ['Date of birth', 'Date de naissance'],
    description: ['As the bank has it on file.', 'Telle qu’elle figure dans le dossier de la banque.'],
    placeholder: ['YYYY-MM-DD', 'AAAA-MM-JJ'],
    regex: [DATE_REGEX, DATE_REGEX],
    errorMessage: ['Enter your date of birth as YYYY-MM-DD.', 'Entrez votre date de naissance au format AAAA-MM-JJ.'],
  },
  {
    kind: 'registration',
    name: 'user_account',
    dataType: 'text',
    required: true,
    label: ['Username', 'Nom d’utilisateur'],
    description: [
      'You will sign in with it: 6 to 30 letters, digits, dots, hyphens or underscores.',
      `Vous l’utiliserez pour vous connecter${NBSP}: de 6 à 30 lettres, chiffres, points, traits d’union ou traits de soulignement.`,
    ],
    placeholder: ['', ''],
    regex: ['[A-Za-z0-9._-]{6,30}', '[A-Za-z0-9._-]{6,30}'],
    errorMessage: [
      'Your username must have 6 to 30 letters, digits, dots, hyphens or underscores.',
      'Votre nom d’utilisateur doit compter de 6 à 30 lettres, chiffres, points, traits d’union ou traits de soulignement.',
    ],
  },
  {
    kind: 'registration',
    name: 'email',
    dataType: 'email',
    required: true,
    label: ['Email address', 'Adresse courriel'],
    description: ['We will send a link to this address to confirm it.', 'Nous enverrons un lien à cette adresse pour la confirmer.'],
    placeholder: ['name@example.com', 'nom@exemple.com'],
    regex: ['[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}', '[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}'],
    errorMessage: ['Please enter a valid email address', 'Veuillez entrer une adresse courriel valide'],
  },
  {
    kind: 'registration',
    name: 'phone',
    dataType: 'tel',
    required: false,
    label: ['Mobile phone (optional)', 'Téléphone mobile (facultatif)'],
    description: ['For messages about your rewards account only.', 'Uniquement pour les messages sur votre compte de récompenses.'],
    placeholder: ['416 555 0134', '514 555 0187'],
    regex: ['\\+?1?[ .-]?\\(?[0-9]{3}\\)?[ .-]?[0-9]{3}[ .-]?[0-9]{4}', '\\+?1?[ .-]?\\(?[0-9]{3}\\)?[ .-]?[0-9]{3}[ .-]?[0-9]{4}'],
    errorMessage: ['Enter a 10-digit phone number, like 416 555 0134.', 'Entrez un numéro de téléphone à 10 chiffres, comme 514 555 0187.'],
  },
  {
    kind: 'password_verification',
    name: 'card_last_four',
    dataType: 'digits',
    required: true,
    label: ['Last 4 digits of your card', '4 derniers chiffres de votre carte'],
    description: ['The card of your business rewards account.', 'La carte de votre compte de récompenses Entreprise.'],
    placeholder: ['', ''],
    regex: ['[0-9]{4}', '[0-9]{4}'],
    errorMessage: ['Enter the last 4 digits of your card.', 'Entrez les 4 derniers chiffres de votre carte.'],
  },
  postalCodeField('password_verification'),
];

/** The programme's terms (version 1), which a registering member accepts. */
export const DEMO_TERMS = {
  title: ['Terms of use of Demo Bank Rewards', 'Conditions d’utilisation de Récompenses Banque Démo'] as const,
  body: [
    [
      'These terms apply to your use of the Demo Bank Rewards store and to every redemption you make in it.',
      'Points are earned on eligible purchases with your card and have no cash value outside the programme. Redemptions are final once they can no longer be cancelled.',
      'Keep your username and password to yourself. Tell us at once if you believe someone else has used them.',
      'We may change these terms; the version in force is always available in the store.',
    ].join('\n\n'),
    [
      'Les présentes conditions s’appliquent à votre utilisation de la boutique Récompenses Banque Démo et à chacun de vos échanges.',
      'Les points s’accumulent sur les achats admissibles portés à votre carte et n’ont aucune valeur monétaire hors du programme. Un échange est définitif dès qu’il ne peut plus être annulé.',
      'Gardez votre nom d’utilisateur et votre mot de passe pour vous. Avisez-nous sans tarder si vous croyez que quelqu’un d’autre les a utilisés.',
      'Nous pouvons modifier ces conditions\u202f; la version en vigueur se trouve toujours dans la boutique.',
    ].join('\n\n'),
  ] as const,
};

/** A member of this demo data: who they are, their card, and what the bank has on file. */
export interface DemoIdentityMember {
  /** Their sign-in name; a cardholder without online access has a placeholder the registration replaces. */
  login: string;
  /** Null: no online access yet (registers in the store). */
  password: string | null;
  firstName: string;
  lastName: string;
  email: string;
  preferredLanguage: Locale;
  accountCategory: string;
  accessHold: AccessHold | null;
  card: { reference: string; product: string; maskedNumber: string; nameOnCard: string; balance: number; openedDaysAgo: number };
  /** Identity facts by field name, written as the member would type them. */
  facts: Record<string, string>;
}

/**
 * Cardholders of this issue (README "Demo logins"): three who have no
 * online access yet and register in the store (the card number, postal code
 * and date of birth are the verification answers), a second business
 * customer for the password recovery journey, and a locked and a
 * fraud-flagged member for the sign-in and single sign-on refusals.
 */
export const DEMO_IDENTITY_MEMBERS: readonly DemoIdentityMember[] = [
  {
    login: 'cardholder-7001',
    password: null,
    firstName: 'Nadia',
    lastName: 'Haddad',
    email: 'nadia.haddad@example.com',
    preferredLanguage: 'en-CA',
    accountCategory: 'personal',
    accessHold: null,
    card: {
      reference: 'ACC-7001',
      product: 'ADVANCE',
      maskedNumber: '**** 7001',
      nameOnCard: 'NADIA HADDAD',
      balance: 14_800,
      openedDaysAgo: 320,
    },
    facts: { card_number: '4512 3456 7800 7001', postal_code: 'M4C 1B5', date_of_birth: '1988-06-14' },
  },
  {
    login: 'cardholder-7002',
    password: null,
    firstName: 'Étienne',
    lastName: 'Bouchard',
    email: 'etienne.bouchard@example.com',
    preferredLanguage: 'fr-CA',
    accountCategory: 'personal',
    accessHold: null,
    card: {
      reference: 'ACC-7002',
      product: 'PLATINUM',
      maskedNumber: '**** 7002',
      nameOnCard: 'ETIENNE BOUCHARD',
      balance: 21_350,
      openedDaysAgo: 540,
    },
    facts: { card_number: '4512 3456 7800 7002', postal_code: 'H2J 3K1', date_of_birth: '1979-11-02' },
  },
  {
    login: 'cardholder-7003',
    password: null,
    firstName: 'Grace',
    lastName: 'Liu',
    email: 'grace.liu@example.com',
    preferredLanguage: 'en-CA',
    accountCategory: 'personal',
    accessHold: null,
    card: {
      reference: 'ACC-7003',
      product: 'CASH_REWARDS',
      maskedNumber: '**** 7003',
      nameOnCard: 'GRACE LIU',
      balance: 6_900,
      openedDaysAgo: 210,
    },
    facts: { card_number: '4512 3456 7800 7003', postal_code: 'V5K 0A1', date_of_birth: '1992-01-25' },
  },
  {
    login: 'northshore',
    password: DEMO_PASSWORD,
    firstName: 'Mei',
    lastName: 'Okafor',
    email: 'mei.okafor@example.com',
    preferredLanguage: 'en-CA',
    accountCategory: 'aib',
    accessHold: null,
    card: {
      reference: 'ACC-3002',
      product: 'BUSINESS',
      maskedNumber: '**** 3388',
      nameOnCard: 'NORTHSHORE BAKERY INC.',
      balance: 42_000,
      openedDaysAgo: 800,
    },
    facts: { card_last_four: '3388', postal_code: 'V7M 2H4' },
  },
  {
    login: 'locked',
    password: DEMO_PASSWORD,
    firstName: 'Thomas',
    lastName: 'Pelletier',
    email: 'thomas.pelletier@example.com',
    preferredLanguage: 'en-CA',
    accountCategory: 'personal',
    accessHold: 'locked',
    card: {
      reference: 'ACC-8001',
      product: 'ADVANCE',
      maskedNumber: '**** 8001',
      nameOnCard: 'THOMAS PELLETIER',
      balance: 11_250,
      openedDaysAgo: 700,
    },
    facts: {},
  },
  {
    login: 'flagged',
    password: DEMO_PASSWORD,
    firstName: 'Sofia',
    lastName: 'Rossi',
    email: 'sofia.rossi@example.com',
    preferredLanguage: 'fr-CA',
    accountCategory: 'personal',
    accessHold: 'fraud',
    card: {
      reference: 'ACC-8002',
      product: 'CASH_REWARDS',
      maskedNumber: '**** 8002',
      nameOnCard: 'SOFIA ROSSI',
      balance: 8_400,
      openedDaysAgo: 450,
    },
    facts: {},
  },
];

/** The recovery answers of the first business member (`business`, card **** 9043). */
export const DEMO_BUSINESS_RECOVERY_FACTS: Record<string, string> = { card_last_four: '9043', postal_code: 'V6B 1A1' };

/**
 * Seeds this demo data while the programme has no registration
 * configuration yet (so a database seeded before this issue gets it on its
 * next start, and a configuration an operator changed is left alone): the
 * terms, the registration configuration and its fields, the members above
 * with their cards (their balances as earn entries in the ledger) and
 * identity facts, and the recovery answers of `business`. The caller holds
 * the transaction. Returns whether anything was added.
 */
export async function seedDemoIdentity(
  client: PoolClient,
  programmeId: number,
  now: Date,
  hashParameters?: ScryptParameters,
): Promise<boolean> {
  const existing = await client.query('SELECT 1 FROM programme_registration WHERE programme_id = $1', [programmeId]);
  if (existing.rows.length > 0) return false;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  const { rows: terms } = await client.query<{ id: number }>(
    `INSERT INTO programme_terms (programme_id, version, title_en, title_fr, body_en, body_fr, published_at)
     VALUES ($1, 1, $2, $3, $4, $5, $6) RETURNING id`,
    [programmeId, DEMO_TERMS.title[0], DEMO_TERMS.title[1], DEMO_TERMS.body[0], DEMO_TERMS.body[1], daysAgo(365)],
  );
  const { rows: registrations } = await client.query<{ id: number }>(
    `INSERT INTO programme_registration (programme_id, has_verification, has_marketing_preference, has_preferred_language, has_terms, terms_id)
     VALUES ($1, true, true, true, true, $2) RETURNING id`,
    [programmeId, terms[0]!.id],
  );
  const registrationId = registrations[0]!.id;
  for (const [position, field] of DEMO_REGISTRATION_FIELDS.entries()) {
    await client.query(
      `INSERT INTO programme_registration_field (registration_id, kind, position, name, data_type, required,
              label_en, label_fr, description_en, description_fr, placeholder_en, placeholder_fr,
              regex_en, regex_fr, error_message_en, error_message_fr)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        registrationId,
        field.kind,
        position,
        field.name,
        field.dataType,
        field.required,
        ...field.label,
        ...field.description,
        ...field.placeholder,
        ...field.regex,
        ...field.errorMessage,
      ],
    );
  }

  const dataTypes = new Map(DEMO_REGISTRATION_FIELDS.map((field) => [field.name, field.dataType]));
  const insertFacts = async (memberId: number, facts: Record<string, string>) => {
    for (const [name, value] of Object.entries(facts)) {
      const normalized = identityFactValue(dataTypes.get(name) ?? 'text', value);
      await client.query('INSERT INTO member_identity_fact (member_id, name, value_digest) VALUES ($1, $2, $3)', [
        memberId,
        name,
        identityFactDigest(name, normalized),
      ]);
    }
  };

  for (const member of DEMO_IDENTITY_MEMBERS) {
    const passwordHash = member.password === null ? null : await hashPassword(member.password, hashParameters);
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO member (programme_id, user_account, password_hash, first_name, last_name, email, preferred_language,
                           account_category, access_hold, rules_accepted_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
      [
        programmeId,
        member.login,
        passwordHash,
        member.firstName,
        member.lastName,
        member.email,
        member.preferredLanguage,
        member.accountCategory,
        member.accessHold,
        // Cardholders without online access accept the terms when they register.
        member.password === null ? null : daysAgo(180),
        daysAgo(member.card.openedDaysAgo),
      ],
    );
    const memberId = rows[0]!.id;
    const { rows: accounts } = await client.query<{ id: number }>(
      `INSERT INTO account (programme_id, card_product_id, reference_identifier, status, masked_number, name_on_card, opened_at)
       SELECT $1, cp.id, $3, 'ACTIVE', $4, $5, $6 FROM card_product cp WHERE cp.programme_id = $1 AND cp.reference_identifier = $2
       RETURNING id`,
      [
        programmeId,
        member.card.product,
        member.card.reference,
        member.card.maskedNumber,
        member.card.nameOnCard,
        daysAgo(member.card.openedDaysAgo),
      ],
    );
    const accountId = accounts[0]!.id;
    await client.query('INSERT INTO account_member (account_id, member_id, is_primary, added_at) VALUES ($1, $2, true, $3)', [
      accountId,
      memberId,
      daysAgo(member.card.openedDaysAgo),
    ]);
    for (const entry of demoEarnEntries(member.card.balance, member.card.openedDaysAgo)) {
      await client.query(
        `INSERT INTO point_ledger_entry (account_id, entry_type, points, description, source_type, occurred_at, recorded_at)
         VALUES ($1, 'earn', $2, $3, 'demo_seed', $4, $4)`,
        [accountId, entry.points, entry.description, daysAgo(entry.daysAgo)],
      );
    }
    await insertFacts(memberId, member.facts);
  }

  const { rows: business } = await client.query<{ id: number }>(
    "SELECT id FROM member WHERE programme_id = $1 AND lower(user_account) = 'business'",
    [programmeId],
  );
  if (business[0]) await insertFacts(business[0].id, DEMO_BUSINESS_RECOVERY_FACTS);
  return true;
}
