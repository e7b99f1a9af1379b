import type { Token } from '@application/di-tokens';
import { useContext } from 'react';
import { ContainerContext } from '../di/container-context';
import { resolve } from '../di/bind';

/**
 * A store or use case from the container. Every binding is a singleton, so
 * the same instance comes back on every render.
 */
export function useDependency<T>(token: Token<T>): T {
  const container = useContext(ContainerContext);
  if (container === null) throw new Error('useDependency needs a ContainerProvider above it');
  return resolve(container, token);
}
