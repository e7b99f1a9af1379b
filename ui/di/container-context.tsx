import type { Container } from 'inversify';
import { createContext, type ReactNode } from 'react';

export const ContainerContext = createContext<Container | null>(null);

/** Makes the application's container available to `useDependency`. */
export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}
