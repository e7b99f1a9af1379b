import type { RegistrationConfig } from './registration-config.ts';

/** The steps of registration, in the order spec §4 gives them. */
export const REGISTRATION_STEPS = ['verification', 'details', 'password', 'marketing', 'language', 'terms'] as const;
/** One of {@link REGISTRATION_STEPS}. */
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

/**
 * The steps a registration runs (spec §4): the verification fields if the
 * programme verifies, the registration fields, then the fixed steps: create
 * a password, the marketing preference (if enabled), the language
 * preference (if enabled) and the terms (if enabled and the programme has
 * terms).
 *
 * Always holds: the result follows the order of {@link REGISTRATION_STEPS},
 * always holds 'password', and holds a step with fields only when the
 * configuration has fields for it.
 */
export function registrationSteps(config: RegistrationConfig): RegistrationStep[] {
  const wanted: Record<RegistrationStep, boolean> = {
    verification: config.hasVerification && config.verificationFields.length > 0,
    details: config.registrationFields.length > 0,
    password: true,
    marketing: config.hasMarketingPreference,
    language: config.hasPreferredLanguage,
    terms: config.hasTerms && config.terms !== null,
  };
  return REGISTRATION_STEPS.filter((step) => wanted[step]);
}

/**
 * Where "next" goes from `step` (spec §4: next on the last step submits):
 * the following step, or 'submit' on the last one. A step the registration
 * does not run starts it from the beginning.
 */
export function nextRegistrationStep(steps: readonly RegistrationStep[], step: RegistrationStep): RegistrationStep | 'submit' {
  // indexOf is -1 for a step not run, so "the one after it" is the first.
  return steps[steps.indexOf(step) + 1] ?? 'submit';
}

/** Where "previous" goes from `step` (spec §4: back one step): the step before, or null on the first one. */
export function previousRegistrationStep(steps: readonly RegistrationStep[], step: RegistrationStep): RegistrationStep | null {
  const index = steps.indexOf(step);
  return index > 0 ? (steps[index - 1] as RegistrationStep) : null;
}
