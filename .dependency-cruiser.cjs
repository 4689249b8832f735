// The one-way order of the lib packages, checked by `npm run deps` (part of `npm test`).
// docs/architecture.md draws it and says what each package is for.
//
// A package imports only packages on lower levels, and packages on its own level only as listed in `sideways`.
// lib/ never imports components/ or app/. No file imports itself in a circle (lib, components, app).
// Tests (*.test.ts) sit above everything they exercise (a label's test may draw with a board's helper), so the
// level rules and the rule against pages skip them; the circle rule does not.

/** Lowest first. A name is a folder under lib/ (or a file, for lib/env.ts). */
const levels = [
  ["engine", "format", "validation", "env"],
  ["games", "fairness"],
  ["errors", "i18n", "db", "http", "secrets", "bots"],
  ["clocks", "live", "rate-limits"],
  ["mail", "push"],
  ["accounts", "chat", "social"],
  ["matches"],
  [
    "notifications",
    "ratings",
    "profiles",
    "presentation",
    "auth",
    "account-data",
    "stats",
    "seeks",
    "guests",
    "ladder",
    "tournaments",
  ],
  ["jobs", "operator"],
  ["site"],
];

/** Imports between packages of one level: [from, to]. Never both directions. */
const sideways = [
  ["errors", "i18n"],
  ["i18n", "db"],
  ["secrets", "db"],
  ["clocks", "db"],
  ["live", "db"],
  ["rate-limits", "db"],
  ["profiles", "ratings"],
  ["account-data", "ratings"],
  ["operator", "jobs"],
  ["seeks", "ratings"],
  ["auth", "guests"],
  ["ladder", "ratings"],
  ["tournaments", "notifications"],
];

/**
 * Files that sit lower than their package: they import nothing from the project, so any level may use them.
 * lib/i18n/locales.ts is the list of languages (a type and a constant), used by the pure packages for `Locale`.
 */
const leaves = ["^lib/i18n/locales\\.ts$"];

const pkg = (name) => `^lib/${name}(/|\\.ts$)`;
const anyOf = (names) => `^lib/(${names.join("|")})(/|\\.ts$)`;
const tests = "\\.test\\.tsx?$";

const upward = levels.slice(0, -1).map((low, i) => ({
  name: `level-${i + 1}-imports-upward`,
  comment: `lib/{${low.join(",")}} import only lower levels: not ${levels
    .slice(i + 1)
    .flat()
    .join(", ")}`,
  severity: "error",
  from: { path: anyOf(low), pathNot: tests },
  to: { path: anyOf(levels.slice(i + 1).flat()), pathNot: leaves },
}));

const level = (name) => levels.findIndex((names) => names.includes(name));
const sidewaysRules = levels
  .flatMap((names) =>
    names.map((from) => {
      const allowed = sideways.filter(([a]) => a === from).map(([, b]) => b);
      const others = names.filter((n) => n !== from && !allowed.includes(n));
      return { from, others };
    }),
  )
  .filter(({ others }) => others.length > 0)
  .map(({ from, others }) => ({
    name: `level-${level(from) + 1}-${from}-sideways`,
    comment: `lib/${from} imports on its own level only ${
      sideways
        .filter(([a]) => a === from)
        .map(([, b]) => b)
        .join(", ") || "nothing"
    }`,
    severity: "error",
    from: { path: pkg(from), pathNot: tests },
    to: { path: anyOf(others), pathNot: leaves },
  }));

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "A circle of imports: one of them goes the wrong way.",
      severity: "error",
      from: { path: "^(lib|components|app)/" },
      to: { circular: true },
    },
    {
      name: "lib-imports-no-pages",
      comment: "lib/ is below the pages: it never imports components/ or app/.",
      severity: "error",
      from: { path: "^lib/", pathNot: tests },
      to: { path: "^(components|app)/" },
    },
    ...upward,
    ...sidewaysRules,
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|\\.next[^/]*|lib/db/generated)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] },
  },
};
