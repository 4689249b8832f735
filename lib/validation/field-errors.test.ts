import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formFieldErrors } from "./field-errors";
import { singleLine } from "./text";

describe("form field errors", () => {
  const schema = z.object({
    name: singleLine().pipe(z.string().min(2, "Zu kurz.")),
    note: z.string().max(3, "Zu lang."),
  });

  it("keeps the schema's own messages and swaps the shared control-character sentence for the translated one", () => {
    const r = schema.safeParse({ name: "a\u0000", note: "abcd" });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(formFieldErrors(r.error, "Entferne die Steuerzeichen.")).toEqual({
      name: ["Entferne die Steuerzeichen."],
      note: ["Zu lang."],
    });
  });

  it("lists only the fields with errors", () => {
    const r = schema.safeParse({ name: "x", note: "ok" });
    expect(r.success ? null : formFieldErrors(r.error, "-")).toEqual({ name: ["Zu kurz."] });
  });
});
