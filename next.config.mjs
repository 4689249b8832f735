import createNextIntlPlugin from "next-intl/plugin";

// next-intl reads the request's language and messages from lib/site/intl-request.ts.
const withNextIntl = createNextIntlPlugin("./lib/site/intl-request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Database drivers and the WASM Postgres stay plain Node modules instead of being bundled.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@prisma/adapter-pg",
    "pg",
    "@prisma/client",
    "nodemailer",
  ],
  poweredByHeader: false,
  experimental: {
    // Server actions read at most what server.ts lets through (lib/http/request-guard.ts MAX_BODY_BYTES).
    serverActions: { bodySizeLimit: "100kb" },
    // Fewer, larger chunks for what every page loads (Next's own code, the layout's): one chunk under 50 KB
    // at most per page by default, 150 KB here. Measured by `npm run size`: 1.3 KB gzip less on every page,
    // 6 scripts instead of 8; the boards and each page's own code stay in chunks of their own.
    turbopackChunking: { minChunkSize: 150000 },
  },
  // Lets several builds or dev servers (e.g. parallel end-to-end runs) live side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Build output of tests and the embedded database never belong in the build's file tracing.
  outputFileTracingExcludes: { "*": ["data/**", "test-results/**"] },
};

export default withNextIntl(nextConfig);
