/**
 * The seeds of a match (docs/fairness.md): the server's secret seed, its public commitment, the players' own
 * seeds and the game seed made of them. Web Crypto only (`globalThis.crypto`), so the same code runs in the
 * server and in a browser's verifier.
 */

/** How `Match.seed` came from the server seed: mixed with the players' seeds, or TEST_MODE's fixed seed as it is. */
export const SEED_SCHEMES = ["hmac-sha256", "test"] as const;
export type SeedScheme = (typeof SEED_SCHEMES)[number];

/** A player's own seed: 1 to 64 printable ASCII characters (what `clientSeed` accepts). */
export const CLIENT_SEED_PATTERN = /^[\x20-\x7e]{1,64}$/;

export function isClientSeed(value: unknown): value is string {
  return typeof value === "string" && CLIENT_SEED_PATTERN.test(value);
}

const encoder = new TextEncoder();

function hex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** `bytes` random bytes from the platform's cryptographic generator, as hex. */
export function randomSeed(bytes = 32): string {
  return hex(globalThis.crypto.getRandomValues(new Uint8Array(bytes)));
}

/** The public commitment to a server seed: SHA-256 of its UTF-8 text, lower-case hex. */
export async function commitmentOf(serverSeed: string): Promise<string> {
  return hex(await globalThis.crypto.subtle.digest("SHA-256", encoder.encode(serverSeed)));
}

/**
 * The players' part as one message: their seeds in seat order as a JSON array (unambiguous whatever the
 * seeds hold).
 */
export function playerSeedsMessage(playerSeeds: readonly string[]): string {
  return JSON.stringify(playerSeeds);
}

/** The game seed: HMAC-SHA256 with the server seed as key over the players' seeds (`playerSeedsMessage`), hex. */
export async function gameSeedOf(serverSeed: string, playerSeeds: readonly string[]): Promise<string> {
  const subtle = globalThis.crypto.subtle;
  const key = await subtle.importKey("raw", encoder.encode(serverSeed), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return hex(await subtle.sign("HMAC", key, encoder.encode(playerSeedsMessage(playerSeeds))));
}

/** The seed the game is set up with under `scheme`. */
export async function derivedSeed(scheme: SeedScheme, serverSeed: string, playerSeeds: readonly string[]) {
  return scheme === "test" ? serverSeed : gameSeedOf(serverSeed, playerSeeds);
}
