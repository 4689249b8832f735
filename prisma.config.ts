// Prisma 7 reads the CLI configuration from here. The scripts in scripts/ drive migrations through the
// WebAssembly schema engine (the CLI cannot fetch its native engine offline), but keeping the paths here
// lets `prisma migrate deploy` work unchanged on a machine that has the native engine.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  ...(process.env.DATABASE_URL ? { datasource: { url: process.env.DATABASE_URL } } : {}),
});
