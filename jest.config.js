// One Jest run over every project; tiers are chosen by file suffix (see tools/scripts/run-tests.mjs).
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

const moduleNameMapper = {
  '^@parley/domain$': '<rootDir>/../../libs/domain/src/index.ts',
  '^@parley/analytics$': '<rootDir>/../../libs/analytics/src/index.ts',
  '^@parley/ui$': '<rootDir>/../../libs/ui/src/index.ts',
};

const project = (name, root, extra = {}) => ({
  displayName: name,
  rootDir: `<rootDir>/${root}`,
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper,
  testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.spec.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  ...extra,
});

module.exports = {
  projects: [
    project('domain', 'libs/domain'),
    project('analytics', 'libs/analytics'),
    project('ui', 'libs/ui'),
    project('api', 'apps/api'),
    project('web', 'apps/web'),
    project('bot-msteams', 'apps/bot-msteams'),
    project('skill-alexa', 'apps/skill-alexa'),
    { ...project('tools', 'tools'), moduleNameMapper: Object.fromEntries(Object.entries(moduleNameMapper).map(([k, v]) => [k, v.replace('/../../', '/../')])) },
  ],
};
