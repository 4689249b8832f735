import { describe, expect, it } from "vitest";
import { newToken } from "@/lib/secrets/tokens";
import { guestCookie, plausibleGuestToken } from "./rules";
import { guestSeats } from "./start";

describe("guest rules", () => {
  it("takes only 43 base64url characters as a cookie value", () => {
    expect(plausibleGuestToken(newToken())).toBe(true);
    for (const bad of [undefined, null, "", "a".repeat(42), "a".repeat(44), `${"a".repeat(42)}=`, `${"a".repeat(42)};`])
      expect(plausibleGuestToken(bad)).toBe(false);
  });

  it("sets the cookie httpOnly, SameSite=Lax, Secure and __Host- on https only", () => {
    expect(guestCookie(true)).toEqual({
      name: "__Host-glenboard-guest",
      options: { httpOnly: true, sameSite: "lax", secure: true, path: "/", maxAge: 30 * 24 * 3600 },
    });
    expect(guestCookie(false)).toMatchObject({ name: "glenboard-guest", options: { httpOnly: true, secure: false } });
  });

  it("seats the guest first and greedy bots up to the game's smallest table, at least one", () => {
    expect(guestSeats(1)).toEqual([{ kind: "me" }, { kind: "bot", style: "greedy" }]);
    expect(guestSeats(2)).toEqual([{ kind: "me" }, { kind: "bot", style: "greedy" }]);
    expect(guestSeats(3)).toHaveLength(3);
  });
});
