/**
 * Layer boundaries of the hexagonal architecture (docs/architecture in
 * README). Chosen over eslint-plugin-boundaries because it reads the real
 * module graph (TypeScript path aliases included, type-only imports too with
 * tsPreCompilationDeps) without needing a linter setup, and reports cycles.
 */
const fs = require('node:fs');
const path = require('node:path');

/**
 * Feature zones (issue 23 item 4). A feature is a folder of ui/ or
 * application/ named once for all layers (README, "Features"); it imports
 * shared code and itself, never another feature's folder. Composition
 * happens above the features: the app shell (ui/layout, ui/routing, the
 * files at ui/'s root, ui/di) and the capability factories
 * (application/<name>/<name>-capability.ts).
 */
const ZONES = {
  ui: {
    shared: ['components', 'hooks', 'i18n', 'session', 'loading', 'di', 'styles', 'public'],
    shell: ['layout', 'routing', 'server-rendering'],
    allowed: {},
  },
  application: {
    // The session, the current card (account) and profile, the context every load keys on, notices, the
    // locale and the ports: every feature reads them.
    shared: ['ports', 'context', 'session', 'account', 'profile', 'notifications', 'locale'],
    shell: [],
    // The few features built on another one, named here so a new one is a decision.
    allowed: {
      checkout: ['cart'],
      product: ['wishlist'],
      'password-recovery': ['registration'],
      routing: ['content'],
      // Adding to the cart or the wishlist as a guest asks to sign in first.
      cart: ['sign-in'],
      wishlist: ['sign-in'],
      // Signing out clears the member's content and lets a held navigation go.
      'sign-in': ['content', 'routing'],
    },
  },
};

const folders = (layer) =>
  fs
    .readdirSync(path.join(__dirname, layer), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const featureZoneRules = (layer) => {
  const { shared, shell, allowed } = ZONES[layer];
  const features = folders(layer).filter((folder) => !shared.includes(folder) && !shell.includes(folder));
  const sharedRule = {
    name: `${layer}-shared-code-imports-no-feature`,
    severity: 'error',
    comment: `Shared folders of ${layer}/ (${shared.join(', ')}) are imported by features, so they import no feature and no shell.`,
    from: { path: `^${layer}/(${shared.join('|')})/`, pathNot: ['\\.test\\.tsx?$', '-capability\\.ts$'] },
    to: { path: `^${layer}/[^/]+/`, pathNot: `^${layer}/(${shared.join('|')})/` },
  };
  return [
    sharedRule,
    ...features.map((feature) => ({
      name: `${layer}-feature-${feature}-imports-shared-code-and-itself`,
      severity: 'error',
      comment: `${layer}/${feature}/ imports shared code and itself, never another feature; composition happens in the app shell and the capability factories.`,
      from: { path: `^${layer}/${feature}/`, pathNot: '-capability\\.ts$' },
      to: {
        path: `^${layer}/[^/]+/`,
        pathNot: [`^${layer}/(${[feature, ...shared, ...(allowed[feature] ?? [])].join('|')})/`],
      },
    })),
  ];
};

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Circular imports hide layering mistakes and break tree-shaking.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-has-no-dependencies',
      severity: 'error',
      comment:
        'domain/ is a package other channels install with zero runtime dependencies (issue 25): it imports only itself, no package, no Node built-in; its tests may use vitest and fast-check. Form schemas (zod) are built from its rules in ui/ (docs/decisions.md).',
      from: { path: '^domain/', pathNot: '\\.test\\.ts$' },
      to: {
        pathNot: ['^domain/'],
      },
    },
    {
      name: 'domain-tests-use-vitest-and-fast-check-only',
      severity: 'error',
      comment: "domain/'s tests run with the package's only development dependencies, vitest and fast-check.",
      from: { path: '^domain/.+\\.test\\.ts$' },
      to: { path: '^node_modules/', pathNot: '^node_modules/(vitest|fast-check)/' },
    },
    {
      name: 'schemas-use-zod-mini',
      severity: 'error',
      comment:
        "Schemas reach the browser, so they use zod/mini's tree-shakable functions; classic zod's chained API ships all of zod (docs/decisions.md).",
      from: { pathNot: ['\\.test\\.ts$', '^server/', '^scripts/'] },
      to: { path: '^node_modules/zod/', pathNot: '^node_modules/zod/mini/' },
    },
    {
      name: 'application-imports-domain-and-rxjs-only',
      severity: 'error',
      from: { path: '^application/', pathNot: '\\.test\\.ts$' },
      to: {
        pathNot: ['^application/', '^domain/', '^node_modules/rxjs/', '^node_modules/zod/'],
      },
    },
    {
      name: 'ui-uses-only-its-allowed-packages',
      severity: 'error',
      comment:
        'ui/ renders with React, Mantine, the router and i18n, and wires the container; it never reaches the database (pg), the HTTP client (openapi-fetch) or the server\'s packages. A new package is added here on purpose.',
      from: { path: '^ui/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^node_modules/',
        pathNot: [
          '^node_modules/(react|react-dom|react-router|react-router-dom|react-hook-form|react-i18next|i18next|inversify|rxjs)/',
          // The CSP nonce for the <style> Mantine's modals add through react-remove-scroll.
          '^node_modules/get-nonce/',
          '^node_modules/@(mantine|tabler|fontsource|hookform|inversifyjs)/',
          '^node_modules/zod/mini/',
        ],
      },
    },
    {
      name: 'infrastructure-uses-only-its-allowed-packages',
      severity: 'error',
      comment:
        'Adapters speak HTTP (openapi-fetch) and browser APIs, and may use RxJS; never React or any UI package (adapters never render, navigate or notify).',
      from: { path: '^infrastructure/', pathNot: '\\.test\\.ts$' },
      to: { path: '^node_modules/', pathNot: ['^node_modules/(openapi-fetch|rxjs)/'] },
    },
    {
      name: 'infrastructure-never-imports-ui',
      severity: 'error',
      from: { path: '^infrastructure/' },
      to: { path: ['^ui/', '^server/'] },
    },
    {
      name: 'ui-reaches-infrastructure-only-through-the-composition-root',
      severity: 'error',
      // The browser's composition root, and the server's for the pages it renders (issue 24).
      from: { path: '^ui/', pathNot: ['^ui/composition-root\\.ts$', '^ui/server-rendering/server-container\\.ts$'] },
      to: { path: '^infrastructure/' },
    },
    {
      name: 'ui-never-imports-generated-api-types',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: ['^openapi/', '^server/'] },
    },
    {
      name: 'server-imports-domain-and-openapi-only',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: ['^ui/', '^application/', '^infrastructure/'] },
    },
    ...featureZoneRules('ui'),
    ...featureZoneRules('application'),
    {
      name: 'no-layer-imports-tests',
      severity: 'error',
      from: { path: '^(domain|application|infrastructure|ui|server)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^tests/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The domain package's build output and build-only declarations are not source.
    exclude: { path: '^domain/(dist|build)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
