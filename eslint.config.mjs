// One ESLint configuration for every package (flat config): TypeScript rules, Prettier owns style.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/coverage/**',
      '**/node_modules/**',
      '**/*.cjs',
      '**/*.js',
      '**/api/generated.ts',
      '**/test/types/openapi-contract.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-console': 'off',
    },
  },
  // The rules of hooks (and React's compiler checks) for both frontends.
  {
    ...reactHooks.configs.flat.recommended,
    files: ['frontend-shell/src/**/*.{ts,tsx}', 'frontend-admin/src/**/*.{ts,tsx}'],
  },
  // The icon package's index names all of its 800-odd icons: the bundler drops the unused ones,
  // but every admin test suite would load them all (a second of each suite's start).
  {
    files: ['frontend-admin/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@ant-design/icons',
              message: "Import each icon from its own file: '@ant-design/icons/DeleteOutlined'.",
            },
          ],
        },
      ],
    },
  },
  // A request field may be left out, but null must pass its rules: IsOptional lets null by
  // (docs/decisions/0270-null-is-a-value.md). Environment variables are never null.
  {
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/config/environment.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'class-validator',
              importNames: ['IsOptional'],
              message: "Use Omittable() from 'common/omittable': IsOptional also skips null.",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
