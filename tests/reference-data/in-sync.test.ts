/**
 * tests/reference-data holds copies of the shared component data (../shared/data, outside the repository)
 * so that the games' data-source tests run on any machine. Where the shared folder is present (the
 * developers' machines), the copies must equal it byte for byte; elsewhere (a clean CI clone) this test is
 * skipped and says so, and the data-source tests still run against the copies.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const shared = path.resolve(process.cwd(), "..", "shared", "data");
const COPIES = ["glenmore/tiles.json", "clans/clans.json", "stoneage/stoneage.json", "stoneage/variants.json"];

describe("reference data copies", () => {
  it.skipIf(!existsSync(shared)).each(COPIES)("%s equals ../shared/data", (file) => {
    const copy = readFileSync(path.join(process.cwd(), "tests", "reference-data", file), "utf8");
    expect(copy).toBe(readFileSync(path.join(shared, file), "utf8"));
  });
});
