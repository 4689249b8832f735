// Architecture boundaries, machine-checked (see README "Layout"): the engine and games are pure, and the web
// layer reaches stored data only through lib/site.
import tseslint from "typescript-eslint";

const db = ["@/lib/db", "@/lib/db/*", "@prisma/*", "pg", "@electric-sql/pglite"];

export default tseslint.config(
  { ignores: ["node_modules/**", ".next/**", ".next-*/**", "lib/db/generated/**", "data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
  {
    files: ["**/*.ts", "**/*.tsx", "**/*.mjs"],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { "@typescript-eslint": tseslint.plugin },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    files: ["lib/engine/**/*.ts", "lib/games/**/*.ts"],
    ignores: ["**/*.test.ts", "lib/games/rules-notes.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["next", "next/*", "react", "react-dom", "@/app/*", "@/components/*", "@/lib/matches/*", "@/lib/site", "@/lib/site/*", ...db], message: "Engines are pure: no framework, no database." },
            { group: ["node:*", "fs", "path", "crypto"], message: "Engines are pure: no Node APIs." },
          ],
        },
      ],
      "no-restricted-properties": [
        "error",
        { object: "Math", property: "random", message: "Use the seeded Rng kept in the state." },
        { object: "Date", property: "now", message: "Engines do not read the clock." },
      ],
      "no-restricted-syntax": ["error", { selector: "NewExpression[callee.name='Date']", message: "Engines do not read the clock." }],
    },
  },
  {
    files: ["app/**/*.ts", "app/**/*.tsx", "components/**/*.ts", "components/**/*.tsx"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: db, message: "Pages reach data through @/lib/site only." }] }],
    },
  },
);
