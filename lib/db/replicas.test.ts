import { describe, expect, it } from "vitest";
import { lsnValue, replicaFailure } from "./replicas";
import { replicaMaxLagMsFromEnv, replicaUrlsFromEnv } from "./target";

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

  it("reads DATABASE_REPLICA_MAX_LAG in seconds (default 2, 0: no check) and compares WAL positions as numbers", () => {
    expect(replicaMaxLagMsFromEnv({})).toBe(2_000);
    expect(replicaMaxLagMsFromEnv({ DATABASE_REPLICA_MAX_LAG: "0.5" })).toBe(500);
    expect(replicaMaxLagMsFromEnv({ DATABASE_REPLICA_MAX_LAG: "0" })).toBe(0);
    expect(() => replicaMaxLagMsFromEnv({ DATABASE_REPLICA_MAX_LAG: "-1" })).toThrow(/DATABASE_REPLICA_MAX_LAG/);
    // "0/FFFFFFFF" is before "1/0": the high part counts first (a string comparison would say otherwise).
    expect(lsnValue("0/FFFFFFFF") < lsnValue("1/0")).toBe(true);
    expect(lsnValue("16/B374D848")).toBe(0x16b374d848n);
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
