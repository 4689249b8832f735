// Architecture boundaries, machine-checked (see docs/development.md "Layout"). Layers, lowest first:
//   lib/engine            imports nothing from the project (only zod)
//   lib/games/<game>/     imports lib/engine and its own folder only
//   lib/games (registry)  the games, and lib/env for the TEST_MODE gate
//   lib/**                never React or Next (two files below are the commented exceptions)
//   app/, components/     reach stored data only through lib/site
// and nothing but tests imports from tests/. Engines are pure: no framework, database or Node API, no
// Math.random, no clock.
//
// ESLint applies the last matching block's options of a rule, so each block lists every pattern its files
// must obey (the shared pieces are the constants below).
import tseslint from "typescript-eslint";

const db = ["@/lib/db", "@/lib/db/*", "@prisma/*", "pg", "@electric-sql/pglite"];
const framework = ["next", "next/*", "react", "react/*", "react-dom", "react-dom/*"];
const noTests = {
  group: ["@/tests", "@/tests/*", "**/tests/*"],
  message: "Production code never imports from tests/: test support lives there, and the tiny game in lib/games/tiny.",
};
const noFramework = {
  group: framework,
  message: "lib/ is framework-free: React and Next stay in app/ and components/.",
};
const pure = [
  {
    group: [...framework, "@/app/*", "@/components/*", "@/lib/matches/*", "@/lib/site", "@/lib/site/*", ...db],
    message: "Engines are pure: no framework, no database.",
  },
  { group: ["node:*", "fs", "path", "crypto"], message: "Engines are pure: no Node APIs." },
];
const testFiles = ["**/*.test.ts", "**/*.test.tsx", "tests/**", "e2e/**"];

export default tseslint.config(
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      ".next-*/**",
      "lib/db/generated/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      "scratch/**",
    ],
  },
  {
    files: ["**/*.ts", "**/*.tsx", "**/*.mjs"],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { "@typescript-eslint": tseslint.plugin },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      // An unused parameter or binding is a question for the reader; a leading underscore says it is on purpose.
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrors: "none",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.ts", "instrumentation.ts", "*.config.ts", "*.config.mjs"],
    // Benchmarks measure on a throwaway PostgreSQL cluster, which the test support provides.
    ignores: ["scripts/bench-*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [noTests] }] },
  },
  {
    files: ["lib/**/*.ts", "lib/**/*.tsx"],
    // Exceptions, on purpose: the request-scoped session and language lookups need React's `cache` and
    // Next's `headers()`/`cookies()`, and next-intl's request configuration lives beside them.
    ignores: [
      ...testFiles,
      "lib/auth/current.ts",
      "lib/auth/guest.ts",
      "lib/site/request-locale.ts",
      "lib/site/intl-request.ts",
    ],
    rules: { "no-restricted-imports": ["error", { patterns: [noFramework, noTests] }] },
  },
  {
    files: ["lib/engine/**/*.ts", "lib/games/**/*.ts"],
    ignores: [...testFiles, "lib/games/rules-notes.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [...pure, noTests] }],
      "no-restricted-properties": [
        "error",
        { object: "Math", property: "random", message: "Use the seeded Rng kept in the state." },
        { object: "Date", property: "now", message: "Engines do not read the clock." },
      ],
      "no-restricted-syntax": [
        "error",
        { selector: "NewExpression[callee.name='Date']", message: "Engines do not read the clock." },
      ],
    },
  },
  {
    files: ["lib/engine/**/*.ts"],
    ignores: testFiles,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...pure,
            noTests,
            {
              regex: "^@/",
              message:
                "lib/engine is the lowest layer: it imports nothing from the project (relative imports inside lib/engine only).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["lib/games/*/**/*.ts"],
    ignores: testFiles,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...pure,
            noTests,
            { regex: "^@/(?!lib/engine(/|$))", message: "A game imports lib/engine and its own folder only." },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.ts", "app/**/*.tsx", "components/**/*.ts", "components/**/*.tsx"],
    ignores: testFiles,
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: db, message: "Pages reach data through @/lib/site only." }, noTests] },
      ],
    },
  },
  {
    // End-to-end tests wait for a condition (an expect, expect.poll, a response, a mail), never for a time:
    // a sleep is too short on a busy machine and too long on a quiet one.
    files: ["e2e/**/*.ts"],
    ignores: ["e2e/servers/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        { property: "waitForTimeout", message: "Wait for a condition (expect, expect.poll, waitForResponse)." },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout']",
          message: "No sleeps in e2e: wait for a condition (expect, expect.poll, waitForResponse).",
        },
        {
          selector: "ImportDeclaration[source.value='node:timers/promises']",
          message: "No sleeps in e2e: wait for a condition (expect, expect.poll, waitForResponse).",
        },
      ],
    },
  },
);
