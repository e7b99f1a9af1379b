import type { ReactNode } from 'react';
import classes from './fact-list.module.css';

/** One fact shown: its label and its value; `key` names it for the page and its tests (`data-fact`). */
export interface Fact {
  readonly key: string;
  readonly label: string;
  readonly value: ReactNode;
}

/** Facts as a description list, each label beside its value: 'compact' for a product's few, 'spacious' for an order's. */
export function FactList({ facts, label, layout }: { readonly facts: readonly Fact[]; readonly label?: string; readonly layout: 'compact' | 'spacious' }) {
  return (
    <dl className={`${classes.facts} ${classes[layout]}`} aria-label={label}>
      {facts.map((fact) => (
        <div key={fact.key} className={classes.fact}>
          <dt>{fact.label}</dt>
          <dd data-fact={fact.key}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
