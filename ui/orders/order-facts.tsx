import { FactList, type Fact } from '../components/fact-list';

/** One display field of an order (spec §3): its label and its value; a null value is a field that does not apply. */
export type OrderFact = Fact;

/** Display fields as a description list; those that do not apply to the order are left out, never shown blank. */
export function OrderFacts({ facts, label }: { readonly facts: readonly OrderFact[]; readonly label?: string }) {
  return <FactList facts={facts.filter((fact) => fact.value !== null && fact.value !== undefined && fact.value !== '')} label={label} layout="spacious" />;
}
