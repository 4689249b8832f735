import { describe, expect, it } from "vitest";
import { variantsKey, variantsOfKey } from "./variants-key";

describe("variantsKey", () => {
  it("sorts and de-duplicates the chosen keys; no variants is the empty key", () => {
    expect(variantsKey({ variants: ["new-huts", "harsh-winter", "new-huts"] })).toBe("harsh-winter,new-huts");
    expect(variantsKey({ target: 3 })).toBe("");
    expect(variantsKey({ variants: "igloos" })).toBe("");
    expect(variantsKey(null)).toBe("");
    expect(variantsOfKey("harsh-winter,new-huts")).toEqual(["harsh-winter", "new-huts"]);
    expect(variantsOfKey("")).toEqual([]);
  });
});
