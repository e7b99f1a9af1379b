import type { Token } from '@application/di-tokens';
import type { CapabilityLoader } from './capability-loader';

/** Tokens of the UI's own services: they know React's routes, so they are not the application's. */
export const UI_TOKENS = {
  /** Binds the later capabilities when a route first needs them. */
  capabilityLoader: Symbol('CapabilityLoader') as Token<CapabilityLoader>,
} as const;
