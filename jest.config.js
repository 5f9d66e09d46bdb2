// One Jest run over every project; tiers are chosen by file suffix (see tools/scripts/run-tests.mjs).
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        react: { runtime: 'automatic' },
      },
    },
    module: { type: 'commonjs' },
  },
];

// Jest cannot require() ES modules, while Node 20.19+ can: the ESM-only packages in the tree
// (cookie, content-disposition, ...) are compiled to CommonJS by swc instead of being ignored.
const { readdirSync, readFileSync, existsSync } = require('node:fs');
const { join } = require('node:path');
function esmPackages(dir) {
  const found = [];
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir)) {
    if (entry.startsWith('.')) continue;
    const names = entry.startsWith('@')
      ? readdirSync(join(dir, entry)).map((n) => `${entry}/${n}`)
      : [entry];
    for (const name of names) {
      try {
        const pkg = JSON.parse(readFileSync(join(dir, name, 'package.json'), 'utf8'));
        if (pkg.type === 'module') found.push(name);
      } catch {
        // not a package folder
      }
    }
  }
  return found;
}
// @fastify/cookie is CommonJS but loads the ESM `cookie` with import(), which Jest's VM refuses.
const esm = [
  ...new Set([
    '@fastify/cookie',
    ...esmPackages(join(__dirname, 'node_modules')),
    ...['apps/api', 'apps/web', 'libs/analytics'].flatMap((w) =>
      esmPackages(join(__dirname, w, 'node_modules')),
    ),
  ]),
];
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const transformIgnorePatterns = [`/node_modules/(?!(${esm.map(escape).join('|')})/)`];

const moduleNameMapper = {
  '^@parley/domain$': '<rootDir>/../../libs/domain/src/index.ts',
  '^@parley/domain/event-shapes$': '<rootDir>/../../libs/domain/src/event-shapes.ts',
  '^@parley/analytics$': '<rootDir>/../../libs/analytics/src/index.ts',
  '^@parley/ui$': '<rootDir>/../../libs/ui/src/index.ts',
  '^@parley/ui/server$': '<rootDir>/../../libs/ui/src/server.ts',
  '^@parley/parley-client$': '<rootDir>/../../libs/parley-client/src/index.ts',
};

const project = (name, root, extra = {}) => ({
  displayName: name,
  rootDir: `<rootDir>/${root}`,
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns,
  moduleNameMapper,
  testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.spec.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  ...extra,
});

module.exports = {
  // A guard against a hang, not a wait: set-up that starts an API and signs someone up takes a
  // second on a quiet machine and can take ten on one loaded by other work (2 CPUs shared).
  testTimeout: 60_000,
  projects: [
    project('domain', 'libs/domain'),
    project('analytics', 'libs/analytics'),
    project('ui', 'libs/ui'),
    project('parley-client', 'libs/parley-client'),
    project('api', 'apps/api'),
    project('web', 'apps/web'),
    project('bot-msteams', 'apps/bot-msteams', {
      // adaptivecards' entry point is ES module syntax in .js files, which neither Node 20 nor
      // Jest loads; its dist bundle is the same library as one CommonJS file (used by a test only).
      moduleNameMapper: {
        ...moduleNameMapper,
        '^adaptivecards$': '<rootDir>/node_modules/adaptivecards/dist/adaptivecards.js',
      },
    }),
    project('skill-alexa', 'apps/skill-alexa'),
    {
      ...project('tools', 'tools'),
      moduleNameMapper: Object.fromEntries(
        Object.entries(moduleNameMapper).map(([k, v]) => [k, v.replace('/../../', '/../')]),
      ),
    },
  ],
};
