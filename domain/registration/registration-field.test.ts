import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_FIELD_DATA_TYPES, REGISTRATION_FIELD_MAX_LENGTH, type RegistrationField } from './registration-config.ts';
import { fieldPattern, fieldValuesOf, identityFactValue, registrationFieldProblem, registrationFieldsProblems } from './registration-field.ts';

/** The demo programme's user name field, as the server configures it (English). */
const username: RegistrationField = {
  id: 11,
  name: 'user_account',
  dataType: 'text',
  label: 'Username',
  description: '',
  placeholder: '',
  regex: '[A-Za-z0-9._-]{6,30}',
  errorMessage: 'Use 6 to 30 letters, digits, dots, hyphens or underscores.',
  required: true,
};
const phone: RegistrationField = {
  ...username,
  id: 12,
  name: 'phone',
  dataType: 'tel',
  regex: '\\+?[0-9 ().-]{10,20}',
  errorMessage: 'Enter a phone number',
  required: false,
};

describe('configured fields (spec §5: validated by server regexes, as data)', () => {
  it('knows the kinds of value a field may hold, and the longest value', () => {
    expect(REGISTRATION_FIELD_DATA_TYPES).toEqual(['text', 'email', 'tel', 'date', 'card_number', 'postal_code', 'digits']);
    expect(REGISTRATION_FIELD_MAX_LENGTH).toBe(255);
  });

  it('accepts a value matching the whole regex and refuses others with the field’s own message', () => {
    expect(registrationFieldProblem(username, 'alex.martin')).toBeNull();
    expect(registrationFieldProblem(username, 'alex')).toEqual({ kind: 'pattern', message: username.errorMessage });
    // The regex must match the whole value, not a part of it.
    expect(registrationFieldProblem(username, 'alex.martin!')).toEqual({ kind: 'pattern', message: username.errorMessage });
    expect(registrationFieldProblem(username, '!alex.martin')).toEqual({ kind: 'pattern', message: username.errorMessage });
  });

  it('anchors a regex with alternatives as a whole', () => {
    const field = { ...username, regex: 'cat|dog' };
    expect(registrationFieldProblem(field, 'cat')).toBeNull();
    expect(registrationFieldProblem(field, 'dog')).toBeNull();
    expect(registrationFieldProblem(field, 'catdog')).not.toBeNull();
    expect(registrationFieldProblem(field, 'hotdog')).not.toBeNull();
  });

  it('reads the value trimmed', () => {
    expect(registrationFieldProblem(username, '  alex.martin  ')).toBeNull();
  });

  it('wants a required field, and leaves an optional one alone when blank', () => {
    expect(registrationFieldProblem(username, '')).toEqual({ kind: 'required' });
    expect(registrationFieldProblem(username, '   ')).toEqual({ kind: 'required' });
    expect(registrationFieldProblem(phone, '')).toBeNull();
    expect(registrationFieldProblem(phone, 'abc')).toEqual({ kind: 'pattern', message: 'Enter a phone number' });
    expect(registrationFieldProblem(phone, '+1 416 555 0134')).toBeNull();
  });

  it('refuses a value longer than 255 characters, even without a regex', () => {
    const free = { ...username, regex: null };
    expect(registrationFieldProblem(free, 'x'.repeat(255))).toBeNull();
    expect(registrationFieldProblem(free, 'x'.repeat(256))).toEqual({ kind: 'too-long', max: 255 });
    // Characters, not UTF-16 units.
    expect(registrationFieldProblem(free, '😀'.repeat(255))).toBeNull();
  });

  it('takes any value when the regex is missing, empty or does not compile', () => {
    expect(fieldPattern(null)).toBeNull();
    expect(fieldPattern('')).toBeNull();
    expect(fieldPattern('([a-z')).toBeNull();
    expect(registrationFieldProblem({ ...username, regex: '([a-z' }, 'anything at all')).toBeNull();
  });

  it('compiles regexes in Unicode mode', () => {
    expect(fieldPattern('\\p{L}+')?.test('Élodie')).toBe(true);
    expect(fieldPattern('.')?.test('😀')).toBe(true);
  });

  it('a value matching the regex never has a problem; one matching it nowhere always has (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9._-]{6,30}$/), (value) => {
        expect(registrationFieldProblem(username, value)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }).filter((value) => value.trim() !== '' && !/^[A-Za-z0-9._-]{6,30}$/.test(value.trim())),
        (value) => {
          expect(registrationFieldProblem(username, value)).not.toBeNull();
        },
      ),
    );
  });

  it('lists the problems of a step by field id', () => {
    const problems = registrationFieldsProblems([username, phone], { 11: 'al', 12: '' });
    expect([...problems]).toEqual([[11, { kind: 'pattern', message: username.errorMessage }]]);
    expect(registrationFieldsProblems([username, phone], {}).get(11)).toEqual({ kind: 'required' });
    expect(registrationFieldsProblems([username, phone], { 11: 'alex.martin' }).size).toBe(0);
  });

  it('sends trimmed values in the fields’ order, leaving out blank optional fields', () => {
    expect(fieldValuesOf([username, phone], { 12: ' ', 11: ' alex.martin ' })).toEqual([{ id: 11, value: 'alex.martin' }]);
    expect(fieldValuesOf([phone, username], { 11: 'a', 12: '555' })).toEqual([
      { id: 12, value: '555' },
      { id: 11, value: 'a' },
    ]);
    expect(fieldValuesOf([username], {})).toEqual([]);
  });

  it('compares values with what the bank has on file the way the bank stores them', () => {
    expect(identityFactValue('card_number', ' 4512 3400-0000 7001 ')).toBe('4512340000007001');
    expect(identityFactValue('digits', '90 43')).toBe('9043');
    expect(identityFactValue('tel', '+1 (416) 555-0134')).toBe('14165550134');
    expect(identityFactValue('postal_code', ' m5v 2t6 ')).toBe('M5V2T6');
    expect(identityFactValue('email', ' Alex.Martin@Example.com ')).toBe('alex.martin@example.com');
    expect(identityFactValue('date', ' 1984-03-09 ')).toBe('1984-03-09');
    expect(identityFactValue('text', ' Alex ')).toBe('Alex');
  });
});
