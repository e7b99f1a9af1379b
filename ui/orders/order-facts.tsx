import type { ReactNode } from 'react';
import classes from './order-facts.module.css';

/** One display field of an order (spec §3): its label and its value; a null value is a field that does not apply. */
export interface OrderFact {
  readonly key: string;
  readonly label: string;
  readonly value: ReactNode;
}

/** Display fields as a description list; those that do not apply to the order are left out, never shown blank. */
export function OrderFacts({ facts, label }: { readonly facts: readonly OrderFact[]; readonly label?: string }) {
  return (
    <dl className={classes.facts} aria-label={label}>
      {facts
        .filter((fact) => fact.value !== null && fact.value !== undefined && fact.value !== '')
        .map((fact) => (
          <div key={fact.key} className={classes.fact}>
            <dt>{fact.label}</dt>
            <dd data-fact={fact.key}>{fact.value}</dd>
          </div>
        ))}
    </dl>
  );
}
