// Public entry of the database layer for app code. Migrations live in ./migrations (scripts and tests only:
// they load the WASM schema engine, which app requests never need).
export { createDb, createReadDb, getDb, readDb, type CreateDbOptions, type Db, type Tx } from "./client";
export { describeTarget, replicaUrlsFromEnv, targetFromEnv, type DbTarget } from "./target";
export * from "./generated/client";
