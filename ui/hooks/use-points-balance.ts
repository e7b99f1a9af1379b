import { useCapability } from './use-capability';
import { useObservable } from './use-observable';

/** The active card's pooled points balance, as the utility bar shows it; null until the cards are loaded. */
export function usePointsBalance(): number | null {
  const accounts = useCapability('session').accountStore;
  const view = useObservable(accounts.utilityBar$);
  return view.status === 'ready' ? view.pooledBalance : null;
}
