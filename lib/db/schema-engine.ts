// Loads Prisma's schema engine compiled to WebAssembly (@prisma/schema-engine-wasm) and binds it to a
// driver adapter. The Prisma CLI's migrate commands need a native engine binary that it downloads from a
// CDN; that download is impossible here, and this is the same engine, shipped on npm.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import type * as Bg from "@prisma/schema-engine-wasm/schema_engine_bg";

export type SchemaEngine = Bg.SchemaEngine;
export type MigrationList = Bg.MigrationList;
export const NO_FILTERS: Bg.SchemaFilter = { externalTables: [], externalEnums: [] };

let runtimePromise: Promise<typeof Bg> | undefined;

/** Instantiates the WASM module once per process (about 0.5 s). */
function loadRuntime(): Promise<typeof Bg> {
  runtimePromise ??= (async () => {
    const require = createRequire(import.meta.url);
    const jsPath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const runtime = (await import("@prisma/schema-engine-wasm/schema_engine_bg")) as typeof Bg;
    const bytes = await readFile(path.join(path.dirname(jsPath), "schema_engine_bg.wasm"));
    const { instance } = await WebAssembly.instantiate(bytes, {
      "./schema_engine_bg.js": runtime as unknown as WebAssembly.ModuleImports,
    });
    const exports = instance.exports as WebAssembly.Exports & { __wbindgen_start(): void };
    runtime.__wbg_set_wasm(exports);
    exports.__wbindgen_start();
    return runtime;
  })();
  runtimePromise.catch(() => {
    runtimePromise = undefined;
  });
  return runtimePromise;
}

export interface EngineHandle {
  engine: SchemaEngine;
  /** Turns the engine's "External error id#N" into the driver error it stands for. */
  explain(error: unknown): Error;
  free(): void;
}

/** A schema engine for the schema at `schemaPath` acting on the database behind `factory`. */
export async function startSchemaEngine(
  schemaPath: string,
  factory: SqlMigrationAwareDriverAdapterFactory,
): Promise<EngineHandle> {
  const runtime = await loadRuntime();
  const schemaText = await readFile(schemaPath, "utf8");
  const bound = bindMigrationAwareSqlAdapterFactory(factory);
  const log = (line: string): void => {
    if (process.env.DEBUG_SCHEMA_ENGINE) console.error(`[schema-engine] ${line}`);
  };
  const engine = await runtime.SchemaEngine.new({ datamodels: [[schemaPath, schemaText]] }, log, bound);
  let freed = false;
  return {
    engine,
    explain(error: unknown): Error {
      const message = error instanceof Error ? error.message : String(error);
      const id = /External error id#(\d+)/.exec(message)?.[1];
      if (id !== undefined) {
        const record = bound.errorRegistry.consumeError(Number(id));
        if (record) {
          const cause = record.error;
          const detail =
            cause instanceof Error
              ? `${cause.message} ${JSON.stringify((cause as { cause?: unknown }).cause ?? "")}`
              : JSON.stringify(cause);
          return new Error(`${message}: ${detail}`, { cause });
        }
      }
      return error instanceof Error ? error : new Error(message);
    },
    free(): void {
      if (!freed) {
        freed = true;
        engine.free();
      }
    },
  };
}
