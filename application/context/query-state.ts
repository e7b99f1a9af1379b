/**
 * What a query store shows for what a screen asked for (`Asked`: a page, a
 * slug, a month): nothing yet, loading it, it with what `Loaded` adds, or
 * not loaded — 'failed', or a reason the store names itself (`NotLoaded`:
 * 'not-found', 'no-card', 'primary-only'). Each state but 'idle' still
 * names what was asked, so the screen can say which one and ask again.
 */
export type QueryState<Asked extends object, Loaded extends object, NotLoaded extends string = never> =
  | { readonly status: 'idle' }
  | ({ readonly status: 'loading' } & Readonly<Asked>)
  | ({ readonly status: 'loaded' } & Readonly<Asked> & Readonly<Loaded>)
  | ({ readonly status: 'failed' | NotLoaded } & Readonly<Asked>);
