import type { RegistrationTerms } from '@rewards-storefront/domain/registration/registration-config';
import { ScrollingText } from '../components/scrolling-text';

/** The registration terms in a scrolling box of spec §9's 41.8rem. */
export function TermsText({ terms }: { readonly terms: RegistrationTerms }) {
  return <ScrollingText title={terms.title} text={terms.description} maxHeight="41.8rem" headingOrder={3} />;
}
