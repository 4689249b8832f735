import { describe, expect, it } from "vitest";
import { replicaFailure } from "./replicas";
import { replicaUrlsFromEnv } from "./target";

describe("read replicas: settings and failures", () => {
  it("reads DATABASE_REPLICA_URLS as a comma-separated list of postgresql:// addresses", () => {
    expect(replicaUrlsFromEnv({})).toEqual([]);
    expect(replicaUrlsFromEnv({ DATABASE_REPLICA_URLS: " " })).toEqual([]);
    expect(replicaUrlsFromEnv({ DATABASE_REPLICA_URLS: "postgresql://a:5432/g, postgres://b/g ," })).toEqual([
      "postgresql://a:5432/g",
      "postgres://b/g",
    ]);
    expect(() => replicaUrlsFromEnv({ DATABASE_REPLICA_URLS: "postgresql://a/g,b:5432" })).toThrow(/postgresql:\/\//);
  });

  it("benches a replica that cannot be reached, retries elsewhere after a recovery conflict, and leaves the read's own errors alone", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED" });
    expect(replicaFailure(refused)).toBe("bench");
    // As Prisma wraps the driver's error: the code is in the message or in a cause.
    expect(replicaFailure(new Error("Raw query failed. Code: `57P01`. Message: `terminating connection`"))).toBe(
      "bench",
    );
    expect(
      replicaFailure(new Error("Invalid call", { cause: new Error("timeout exceeded when trying to connect") })),
    ).toBe("bench");
    expect(
      replicaFailure(new Error("canceling statement due to conflict with recovery", { cause: { code: "40001" } })),
    ).toBe("retry");
    expect(replicaFailure(Object.assign(new Error("Unique constraint failed"), { code: "P2002" }))).toBeNull();
    expect(replicaFailure(new Error('relation "Nope" does not exist'))).toBeNull();
  });
});
