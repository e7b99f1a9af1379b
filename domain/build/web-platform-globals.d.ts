// The two web-platform globals the domain uses, declared for its package build only (lib "ES2022", no DOM, no
// Node types), so a rule that reaches for `document`, `window` or `process` fails the build. Every runtime the
// package targets (Node 20+, browsers, React Native's Hermes with its URL polyfill) provides both; consumers get
// them from their own lib "DOM" or @types/node. Not part of the published package.

declare class URLSearchParams implements Iterable<[string, string]> {
  constructor(init?: string | Record<string, string> | readonly (readonly [string, string])[] | URLSearchParams);
  readonly size: number;
  append(name: string, value: string): void;
  delete(name: string, value?: string): void;
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string, value?: string): boolean;
  set(name: string, value: string): void;
  sort(): void;
  forEach(callback: (value: string, key: string, parent: URLSearchParams) => void): void;
  entries(): IterableIterator<[string, string]>;
  keys(): IterableIterator<string>;
  values(): IterableIterator<string>;
  toString(): string;
  [Symbol.iterator](): IterableIterator<[string, string]>;
}

declare class URL {
  constructor(url: string | URL, base?: string | URL);
  static canParse(url: string | URL, base?: string | URL): boolean;
  hash: string;
  host: string;
  hostname: string;
  href: string;
  readonly origin: string;
  password: string;
  pathname: string;
  port: string;
  protocol: string;
  search: string;
  readonly searchParams: URLSearchParams;
  username: string;
  toJSON(): string;
  toString(): string;
}
