import { describe, expect, it } from 'vitest';
import {
  currentResetState,
  INITIAL_NEW_PASSWORD,
  INITIAL_RESET_QUESTIONS,
  newPasswordFlow,
  resetQuestionsFlow,
  resetScreen,
  type NewPasswordState,
  type ResetQuestionsState,
} from './password-reset-flow.ts';

describe('currentResetState: the state of the link opened', () => {
  it("is the store's state only for the same token once it is no longer idle", () => {
    const questions = { status: 'questions', token: 'abc' };
    expect(currentResetState('abc', questions)).toBe(questions);
    expect(currentResetState('xyz', questions)).toBeNull();
    expect(currentResetState(null, questions)).toBeNull();
    expect(currentResetState('', { status: 'checking', token: '' })).toBeNull();
    expect(currentResetState('abc', { status: 'idle' })).toBeNull();
    // Idle is never the link's state, even with its token.
    expect(currentResetState('abc', { status: 'idle', token: 'abc' })).toBeNull();
  });
});

describe('resetScreen: what the reset page shows', () => {
  it('says the link does not work without a token or for an invalid link', () => {
    expect(resetScreen(null, null)).toBe('invalid');
    expect(resetScreen('', { status: 'questions', token: '' })).toBe('invalid');
    expect(resetScreen('abc', { status: 'invalid', token: 'abc' })).toBe('invalid');
  });

  it('is checking until the link has a state, and while it is checked', () => {
    expect(resetScreen('abc', null)).toBe('checking');
    expect(resetScreen('abc', { status: 'checking', token: 'abc' })).toBe('checking');
  });

  it("shows the link's own step otherwise", () => {
    expect(resetScreen('abc', { status: 'failed' })).toBe('failed');
    expect(resetScreen('abc', { status: 'done' })).toBe('done');
    expect(resetScreen('abc', { status: 'questions' })).toBe('questions');
    expect(resetScreen('abc', { status: 'new-password' })).toBe('new-password');
  });
});

describe('resetQuestionsFlow: the questions about the business card', () => {
  const withMessages: ResetQuestionsState = {
    answers: { 1: '1234' },
    problems: new Map([[1, { kind: 'required' as const }]]),
    serverErrors: { card: 'No' },
    wrong: true,
    busy: false,
  };

  it('starts with no answer and no message', () => {
    expect(INITIAL_RESET_QUESTIONS).toEqual({ answers: {}, problems: new Map(), serverErrors: {}, wrong: false, busy: false });
  });

  it('keeps each answer by question', () => {
    const one = resetQuestionsFlow(INITIAL_RESET_QUESTIONS, { type: 'answer', questionId: 1, value: '12' });
    expect(resetQuestionsFlow(one, { type: 'answer', questionId: 2, value: 'x' }).answers).toEqual({ 1: '12', 2: 'x' });
  });

  it('clears the messages and is busy while submitting, keeping the answers', () => {
    expect(resetQuestionsFlow(withMessages, { type: 'submitting' })).toEqual({ answers: { 1: '1234' }, problems: new Map(), serverErrors: {}, wrong: false, busy: true });
  });

  it('names the problems, the API messages or wrong answers, one at a time', () => {
    const busy = { ...withMessages, busy: true };
    const problems = new Map([[2, { kind: 'too-long' as const, max: 4 }]]);
    expect(resetQuestionsFlow(busy, { type: 'answered', answer: { outcome: 'invalid', problems } })).toMatchObject({ problems, serverErrors: {}, wrong: false, busy: false });
    expect(resetQuestionsFlow(busy, { type: 'answered', answer: { outcome: 'refused', fieldErrors: { x: 'y' } } })).toMatchObject({ problems: new Map(), serverErrors: { x: 'y' }, wrong: false });
    expect(resetQuestionsFlow(busy, { type: 'answered', answer: { outcome: 'wrong-answers', attemptsLeft: 2 } })).toMatchObject({ problems: new Map(), serverErrors: {}, wrong: true });
    expect(resetQuestionsFlow(busy, { type: 'answered', answer: { outcome: 'verified' } })).toMatchObject({ wrong: false, busy: false });
    // Only a refusal carries the API's messages: every other answer clears them.
    for (const answer of [{ outcome: 'invalid', problems }, { outcome: 'wrong-answers', attemptsLeft: 1 }, { outcome: 'verified' }] as const) {
      expect(resetQuestionsFlow({ ...busy, serverErrors: { x: 'old' } }, { type: 'answered', answer }).serverErrors).toStrictEqual({});
    }
  });
});

describe('newPasswordFlow: the new password of the reset', () => {
  const withMessages: NewPasswordState = {
    ...INITIAL_NEW_PASSWORD,
    password: 'a',
    confirmation: 'b',
    passwordProblems: [{ key: 'k' }],
    confirmationProblem: { key: 'c' },
    serverError: 'Used',
  };

  it('starts empty with no message', () => {
    expect(INITIAL_NEW_PASSWORD).toEqual({ password: '', confirmation: '', passwordProblems: [], confirmationProblem: null, serverError: undefined, busy: false });
  });

  it('keeps the password and its confirmation', () => {
    const typed = newPasswordFlow(newPasswordFlow(INITIAL_NEW_PASSWORD, { type: 'password', value: 'p1' }), { type: 'confirmation', value: 'p2' });
    expect(typed).toMatchObject({ password: 'p1', confirmation: 'p2' });
  });

  it('clears the messages and is busy while submitting', () => {
    expect(newPasswordFlow(withMessages, { type: 'submitting' })).toEqual({
      ...withMessages,
      passwordProblems: [],
      confirmationProblem: null,
      serverError: undefined,
      busy: true,
    });
  });

  it("names the rule's problems, a password used before, or the API's message for new_password", () => {
    const busy = { ...INITIAL_NEW_PASSWORD, busy: true };
    const common = { type: 'answered' as const, passwordUsed: 'Used before' };
    const problem = { key: 'password.tooShort' };
    expect(newPasswordFlow(busy, { ...common, answer: { outcome: 'invalid', password: [problem], confirmation: problem } })).toMatchObject({
      passwordProblems: [problem],
      confirmationProblem: problem,
      serverError: undefined,
      busy: false,
    });
    expect(newPasswordFlow(busy, { ...common, answer: { outcome: 'password-used' } })).toMatchObject({ serverError: 'Used before', busy: false });
    expect(newPasswordFlow(busy, { ...common, answer: { outcome: 'refused', fieldErrors: { new_password: 'Too weak', other: 'x' } } }).serverError).toBe('Too weak');
    expect(newPasswordFlow(busy, { ...common, answer: { outcome: 'refused', fieldErrors: { other: 'x' } } }).serverError).toBeUndefined();
    expect(newPasswordFlow(busy, { ...common, answer: { outcome: 'changed' } })).toEqual(INITIAL_NEW_PASSWORD);
  });
});
