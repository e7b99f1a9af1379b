/**
 * No folder loops (issue 23 item 4): dependency-cruiser's folder-scope cycle
 * rule over application/ and ui/. A cruise of its own because it leaves out
 * what composes the folders rather than belonging to one (the capability
 * factories, di-tokens.ts, ui/'s shell and wiring) and the tests, whose fakes
 * import every layer; with them every folder would be in one loop.
 */
const { options } = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-loops',
      scope: 'folder',
      severity: 'error',
      comment:
        'A folder that imports a folder importing it back is one feature split in two, or a shared type in the wrong place: move the type or function to the folder both can import.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    ...options,
    includeOnly: '^(domain|application|ui)/',
    exclude: {
      path: ['\\.test\\.tsx?$', '-capability\\.ts$', '^application/di-tokens\\.ts$', '^ui/(di|routing|layout)/', '^ui/[^/]+\\.tsx?$'],
    },
  },
};
