import { describe, expect, it } from "vitest";
import { loadEngine, loadEngines } from "./engines";
import { MANIFESTS } from "./index";

describe("the engines registry", () => {
  it("lists every game of the manifests, each loading that game's engine", async () => {
    expect((await loadEngines()).map((g) => g.key).sort()).toEqual(MANIFESTS.map((m) => m.game.key).sort());
    for (const m of MANIFESTS) expect(await loadEngine(m.game.key)).toBe(m.game);
    expect(await loadEngine("toString")).toBeUndefined();
  });
});
