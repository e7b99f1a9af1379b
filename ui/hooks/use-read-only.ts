import { useCapability } from './use-capability';
import { useObservable } from './use-observable';

/**
 * True when someone signed in may not change anything (an admin logged in
 * as the member with read access, spec §6): write controls are disabled and
 * say why. A visitor is not read-only.
 */
export function useReadOnly(): boolean {
  return useObservable(useCapability('session').viewerStore.readOnly$);
}
