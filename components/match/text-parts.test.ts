import { describe, expect, it } from "vitest";
import { fillParts } from "./text-parts";

describe("fillParts", () => {
  it("puts values, elements included, where their arguments are", () => {
    const strong = { type: "strong" };
    expect(
      fillParts("The position after {name}'s turn (history {range}).", { name: strong as never, range: "3-4" }),
    ).toEqual(["The position after ", strong, "'s turn (history ", "3-4", ")."]);
    expect(fillParts("{seconds} s left", { seconds: 5 })).toEqual([5, " s left"]);
  });
  it("leaves unknown arguments visible", () => {
    expect(fillParts("Hello {who}", {})).toEqual(["Hello ", "{who}"]);
  });
});
