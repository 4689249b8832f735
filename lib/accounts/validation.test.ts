import { describe, expect, it } from "vitest";
import { translator } from "@/lib/i18n/translator";
import { accountSchemas, registerSchema, signInSchema } from "./validation";

const messagesOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe("account schemas in a language", () => {
  it("the exported schemas keep their English sentences (the JSON API and the operator's commands show them)", () => {
    expect(messagesOf(registerSchema.safeParse({ username: "ab", email: "nope", password: "short" }))).toEqual([
      "A username has 3 to 20 characters.",
      "Enter a valid email address.",
      "A password has at least 8 characters.",
    ]);
    expect(messagesOf(signInSchema.safeParse({ login: "", password: "" }))).toEqual([
      "Enter your username or email.",
      "Enter your password.",
    ]);
  });

  it("built with the German messages, the same rules answer in German", () => {
    const de = accountSchemas(translator("de", "auth.validation"));
    expect(messagesOf(de.register.safeParse({ username: "a b", email: "nope", password: "x".repeat(201) }))).toEqual([
      "Nur Buchstaben, Ziffern, _ und - sind erlaubt.",
      "Gib eine gültige E-Mail-Adresse ein.",
      "Ein Passwort hat höchstens 200 Zeichen.",
    ]);
    expect(messagesOf(de.apiTokenName.safeParse(" "))).toEqual(["Gib dem Token einen Namen."]);
    expect(de.register.parse({ username: "Anna_1", email: "Anna@Example.COM", password: "12345678" }).email).toBe(
      "anna@example.com",
    );
  });
});
