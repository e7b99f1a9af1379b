import type { Token } from '@application/di-tokens';
import type { Container, ContainerModuleLoadOptions } from 'inversify';

/**
 * Where bindings go: the container itself, or a `ContainerModule` loaded
 * into it later (a capability that comes with its routes).
 */
export type Binder = Pick<ContainerModuleLoadOptions, 'bind'>;

/** The tokens of a factory's parameters, in order, each typed as its parameter. */
export type TokensOf<Args extends readonly unknown[]> = { readonly [K in keyof Args]: Token<Args[K]> };

/**
 * Binds `token` to one shared instance built by `factory` from the given
 * dependency tokens (inversify's `toResolvedValue`; no decorators, no
 * reflect-metadata). The compiler checks that each token's type matches the
 * factory parameter it fills.
 */
export function bindSingleton<T, Args extends unknown[]>(
  binder: Binder,
  token: Token<T>,
  factory: (...args: Args) => T,
  dependencies: TokensOf<Args>,
): void {
  binder
    .bind<T>(token)
    .toResolvedValue(factory, [...dependencies] as never)
    .inSingletonScope();
}

/**
 * Binds `token` to one shared instance of `Class`, its constructor's
 * parameters filled from `dependencies` in order (the usual shape of a store
 * or use case). Type-checked like {@link bindSingleton}.
 */
export function bindClass<T, Args extends unknown[]>(
  binder: Binder,
  token: Token<T>,
  Class: new (...args: Args) => T,
  dependencies: TokensOf<Args>,
): void {
  bindSingleton(binder, token, (...args: Args) => new Class(...args), dependencies);
}

/** Binds `token` to a value that already exists (browser objects, configuration, fakes). */
export function bindValue<T>(binder: Binder, token: Token<T>, value: T): void {
  binder.bind<T>(token).toConstantValue(value);
}

/** The instance bound to `token`, typed by the token. */
export function resolve<T>(container: Container, token: Token<T>): T {
  return container.get<T>(token);
}
