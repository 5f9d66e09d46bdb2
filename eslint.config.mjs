import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.nx/**',
      '**/.data/**',
      '**/reports/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
      '**/vite.config.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints: [
            // ARCHITECTURE.md: apps → libs; ui → domain; analytics → domain; parley-client → domain;
            // domain → nothing. Only the channels call Parley over HTTP, so only they get the client.
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:analytics', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:client', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:domain', 'type:analytics'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['type:domain', 'type:ui'] },
            // The API draws chart images with the web card's chart code (libs/ui's server entry).
            {
              sourceTag: 'scope:api',
              onlyDependOnLibsWithTags: ['type:domain', 'type:analytics', 'type:ui'],
            },
            { sourceTag: 'scope:bot', onlyDependOnLibsWithTags: ['type:domain', 'type:client'] },
            { sourceTag: 'scope:skill', onlyDependOnLibsWithTags: ['type:domain', 'type:client'] },
          ],
        },
      ],
    },
  },
  {
    files: ['libs/domain/**/*.ts'],
    rules: {
      // The domain is pure: no framework, no I/O, no clock or randomness (they arrive in commands).
      'no-restricted-imports': [
        'error',
        { patterns: ['@nestjs/*', 'node:*', 'fs', 'crypto', 'react', 'better-sqlite3'] },
      ],
      'no-restricted-globals': ['error', 'process', 'setTimeout', 'fetch'],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random' },
        { object: 'Date', property: 'now' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Time arrives in the command metadata.',
        },
      ],
    },
  },
  {
    // The channels' shared client stays plain fetch: each channel's SDK stays in its own app.
    files: ['libs/parley-client/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['botbuilder*', 'ask-sdk*', '@nestjs/*', 'react', 'openid-client'] },
      ],
    },
  },
  {
    // STYLE.md 14: zustand only through one local wrapper module, so the store library can be swapped in one place.
    files: ['apps/web/**/*.ts', 'apps/web/**/*.tsx'],
    ignores: ['apps/web/src/lib/store/create-store.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zustand', 'zustand/*'],
              message: 'Import stores through apps/web/src/lib/store/create-store.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/testing/**/*.ts'],
    rules: {
      '@typescript-eslint/unbound-method': 'off',
      'no-restricted-globals': 'off',
    },
  },
);
