/**
 * The committed game state as it is stored (Match."packedState", ReplaySnapshot."packedState"): the state's
 * JSON compressed by the site, one format byte first. Server only: the state holds hidden information.
 *
 * Why the site compresses (the target is at most 3 KB of WAL per committed turn): PostgreSQL compresses a value
 * only once its row passes about 2 KB, and then its jsonb form, which is larger than the text. Every commit
 * rewrote the whole state into the WAL that way (a Glen More state: 0.93 KB as compressed jsonb; deflated by
 * the site 0.49 KB), and compressing the row made PostgreSQL lock it first (one more WAL record). Measured on
 * the states of random games, per commit-like update: 1,275 B of WAL as jsonb, 752 B packed. The cost is on
 * the web process: about 12-23 µs to pack a state, and 5-9 µs to inflate one on top of the JSON.parse that
 * reading jsonb needed too (12-15 µs to unpack in all; node:zlib, this machine), against about 1 ms of CPU
 * per request. A commit unpacks nothing it already worked out (`loadMatch` unpacks on first use).
 *
 * Formats: 1, deflate (raw) of the JSON text, what the site writes; 0, the JSON text as is, what the
 * migration `packed_state` made of the rows before it (SQL cannot deflate; the next commit packs the row).
 * An operator reads a state with `npm run admin -- state <match>`.
 */
import { deflateRawSync, inflateRawSync } from "node:zlib";

const PLAIN = 0;
const DEFLATE = 1;

/** The state's stored bytes. */
export function packState(state: unknown): Uint8Array<ArrayBuffer> {
  const json = JSON.stringify(state);
  if (json === undefined) throw new Error("packState: the state is not JSON.");
  const body = deflateRawSync(json);
  const packed = new Uint8Array(body.length + 1);
  packed[0] = DEFLATE;
  packed.set(body, 1);
  return packed;
}

/** How stored bytes are packed (the operator's `state` command says it): null when there are none. */
export function packedFormat(packed: Uint8Array | null): "deflate" | "plain" | null {
  if (packed === null) return null;
  if (packed[0] === DEFLATE) return "deflate";
  if (packed[0] === PLAIN) return "plain";
  throw new Error(`packedFormat: unknown format ${String(packed[0])}.`);
}

/** The state from its stored bytes (null for a match that has none: open, or cancelled before its start). */
export function unpackState(packed: Uint8Array | null): unknown {
  const format = packedFormat(packed);
  if (packed === null || format === null) return null;
  const body = Buffer.from(packed.buffer, packed.byteOffset, packed.byteLength).subarray(1);
  return JSON.parse((format === "deflate" ? inflateRawSync(body) : body).toString("utf8"));
}
