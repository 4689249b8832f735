import { describe, expect, it } from "vitest";
import { addressKey, normalizeAddress, parseTrustedProxies, resolveClientAddress } from "./client-address";
import { MAX_BODY_BYTES, refuseAtEdge } from "./request-guard";
import { safeNextPath } from "./safe-next";
import { contentSecurityPolicy, securityHeaders } from "./security-headers";

describe("client address", () => {
  it("is the socket's without trusted proxies, whatever X-Forwarded-For says", () => {
    for (const xff of ["1.2.3.4", "1.2.3.4, 5.6.7.8", "garbage", null]) {
      expect(resolveClientAddress("203.0.113.9", xff, null)).toBe("203.0.113.9");
      expect(resolveClientAddress("203.0.113.9", xff, parseTrustedProxies("10.0.0.0/8"))).toBe("203.0.113.9");
    }
  });

  it("behind trusted proxies is the right-most untrusted entry; entries a client prepends are never believed", () => {
    const trusted = parseTrustedProxies("127.0.0.1, ::1, 10.0.0.0/8");
    expect(resolveClientAddress("127.0.0.1", "198.51.100.7", trusted)).toBe("198.51.100.7");
    // The client sent "X-Forwarded-For: 1.1.1.1"; the proxy appended the real peer.
    expect(resolveClientAddress("127.0.0.1", "1.1.1.1, 198.51.100.7", trusted)).toBe("198.51.100.7");
    // Two trusted hops.
    expect(resolveClientAddress("::ffff:127.0.0.1", "1.1.1.1, 198.51.100.7, 10.1.2.3", trusted)).toBe("198.51.100.7");
    // All hops trusted: the left-most is the client. No header: the proxy itself.
    expect(resolveClientAddress("127.0.0.1", "10.0.0.5", trusted)).toBe("10.0.0.5");
    expect(resolveClientAddress("127.0.0.1", null, trusted)).toBe("127.0.0.1");
    // A malformed entry stops the walk at the last good hop.
    expect(resolveClientAddress("127.0.0.1", "1.1.1.1, nonsense", trusted)).toBe("127.0.0.1");
    expect(resolveClientAddress(null, "1.1.1.1", trusted)).toBeNull();
  });

  it("normalizes forms of the same address and counts IPv6 per /64", () => {
    expect(normalizeAddress("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(normalizeAddress("[2001:DB8::1]:443")).toBe("2001:db8::1");
    expect(normalizeAddress("192.0.2.1:8080")).toBe("192.0.2.1");
    expect(normalizeAddress("not an ip")).toBeNull();
    expect(addressKey("192.0.2.1")).toBe("192.0.2.1");
    expect(addressKey("2001:db8:1:2::5")).toBe(addressKey("2001:db8:1:2:ffff:1:2:3"));
    expect(addressKey("2001:db8:1:2::5")).not.toBe(addressKey("2001:db8:1:3::5"));
  });

  it("refuses a TRUSTED_PROXIES setting it cannot read", () => {
    expect(() => parseTrustedProxies("localhost")).toThrow(/not an IP/);
    expect(() => parseTrustedProxies("10.0.0.0/40")).toThrow(/prefix/);
  });
});

describe("request guard", () => {
  it("refuses bodies over the limit by their declared length, and bodies of unknown length", () => {
    expect(refuseAtEdge("POST", "/api/matches", { "content-length": String(200 * 1024 * 1024) })).toMatchObject({
      status: 413,
    });
    expect(refuseAtEdge("POST", "/api/matches", { "content-length": String(MAX_BODY_BYTES) })).toBeNull();
    expect(refuseAtEdge("POST", "/", { "transfer-encoding": "chunked" })).toMatchObject({ status: 411 });
    expect(refuseAtEdge("GET", "/games", {})).toBeNull();
  });

  it("refuses control characters and broken escapes in the address", () => {
    expect(refuseAtEdge("GET", "/unsubscribe?u=%00abc", {})).toMatchObject({ status: 400 });
    expect(refuseAtEdge("GET", "/matches/1%0a", {})).toMatchObject({ status: 400 });
    expect(refuseAtEdge("GET", "/signin?next=%E0%A4%A", {})).toMatchObject({ status: 400 });
    expect(refuseAtEdge("GET", "/signin?next=%2Fmatches%2F3", {})).toBeNull();
  });
});

describe("where sign-in returns to", () => {
  it("is a path of this site only", () => {
    expect(safeNextPath("/matches/3?x=1#h")).toBe("/matches/3?x=1#h");
    for (const bad of [
      "//evil.test",
      "/\\evil.test",
      "https://evil.test",
      "javascript:alert(1)",
      "/\tx",
      "/\r\nSet-Cookie:x",
      "",
      null,
      "/signin",
    ]) {
      expect(safeNextPath(bad)).toBe("/games");
    }
    // Percent-encoded line breaks stay encoded: a harmless path, not a header.
    expect(safeNextPath("/%0d%0aSet-Cookie:x")).toBe("/%0d%0aSet-Cookie:x");
  });
});

describe("security headers", () => {
  it("allow scripts only with the nonce and forbid framing; HSTS only over https", () => {
    const csp = contentSecurityPolicy({ nonce: "abc123", dev: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    const h = securityHeaders({ nonce: "abc123", dev: false, https: false });
    expect(h["X-Content-Type-Options"]).toBe("nosniff");
    expect(h["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders({ nonce: "n", dev: false, https: true })["Strict-Transport-Security"]).toMatch(/max-age=/);
  });
});
