// The embedded database in a worker thread (lib/db/pglite-thread/thread.ts is the other side). PGlite is
// PostgreSQL compiled to WebAssembly: in the web process it runs on the one thread that also renders pages,
// so every query's work waits behind every page and every page behind every query. Here it has a thread
// (and, on a machine with two cores, a core) of its own. Plain JavaScript: a worker thread starts without
// the TypeScript loader the server runs with.
//
// Messages in: { id, op, ... } (query, exec, begin, end, rollback, listen, unlisten, close); out: { id, ok }
// or { id, error }, and { event: "notify", channel, payload } for LISTEN. Values cross the thread as
// structured clones; the columns whose type the caller parses itself (the parsers it gave, which are
// functions and cannot cross) come back as PostgreSQL's text.
import { parentPort, workerData } from "node:worker_threads";
import { messages, PGlite } from "@electric-sql/pglite";

const db = new PGlite({ dataDir: workerData.dataDir });
/** Open transactions by id: the PGlite transaction and what ends it. */
const transactions = new Map();
const listeners = new Map();
let nextTx = 1;

db.waitReady.then(
  () => parentPort.postMessage({ event: "ready" }),
  (e) => parentPort.postMessage({ event: "failed", error: serializeError(e) }),
);

/** A parser that returns PostgreSQL's text for each type the caller parses on its side (one per list of types). */
const rawParsersByTypes = new Map();
function rawParsers(ids) {
  const key = (ids ?? []).join(",");
  let parsers = rawParsersByTypes.get(key);
  if (!parsers) {
    parsers = {};
    for (const id of ids ?? []) parsers[id] = (text) => text;
    rawParsersByTypes.set(key, parsers);
  }
  return parsers;
}

/** Every own field of an error (a DatabaseError's code, detail, constraint, ...), for the other side to rebuild. */
function serializeError(e) {
  if (!(e instanceof Error)) return { name: "Error", message: String(e), fields: {} };
  const fields = {};
  for (const [k, v] of Object.entries(e))
    if (v === undefined || ["string", "number", "boolean"].includes(typeof v)) fields[k] = v;
  return { name: e.name, message: e.message, database: e instanceof messages.DatabaseError, fields };
}

function on(tx) {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error("The transaction is over.");
  return open.tx;
}

function plain(result) {
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}

const ops = {
  async query(m) {
    const options = { rowMode: m.rowMode, parsers: rawParsers(m.raw) };
    return plain(await on(m.tx).query(m.sql, m.params, options));
  },
  async exec(m) {
    return (await on(m.tx).exec(m.sql)).map(plain);
  },
  begin() {
    const id = nextTx++;
    return new Promise((started, failed) => {
      let finish;
      const done = new Promise((resolve) => (finish = resolve));
      const result = db.transaction(async (tx) => {
        transactions.set(id, { tx, finish, rollback: null });
        started(id);
        // After an explicit rollback (awaited by "end") PGlite sees the transaction closed and does not commit.
        const how = await done;
        if (how instanceof Error) throw how;
      });
      transactions.set(-id, result);
      result.catch(failed);
    });
  },
  async rollback(m) {
    const open = transactions.get(m.tx);
    if (!open) throw new Error("The transaction is over.");
    open.rollback = open.tx.rollback();
    await open.rollback;
  },
  /** Ends a transaction: "commit", "rollback" (after tx.rollback) or { error } (the caller's callback threw). */
  async end(m) {
    const open = transactions.get(m.tx);
    const result = transactions.get(-m.tx);
    if (!open || !result) throw new Error("The transaction is over.");
    transactions.delete(m.tx);
    transactions.delete(-m.tx);
    if (open.rollback) await open.rollback.catch(() => {});
    open.finish(m.how === "error" ? new Error("rolled back") : open.rollback ? "rollback" : "commit");
    try {
      await result;
    } catch (e) {
      if (m.how !== "error") throw e;
    }
  },
  async listen(m) {
    if (listeners.has(m.channel)) return;
    listeners.set(
      m.channel,
      await db.listen(m.channel, (payload) => parentPort.postMessage({ event: "notify", channel: m.channel, payload })),
    );
  },
  async unlisten(m) {
    const stop = listeners.get(m.channel);
    listeners.delete(m.channel);
    if (stop) await stop();
  },
  async close() {
    if (!db.closed) await db.close();
  },
};

parentPort.on("message", async (m) => {
  try {
    const ok = await ops[m.op](m);
    parentPort.postMessage({ id: m.id, ok });
  } catch (e) {
    parentPort.postMessage({ id: m.id, error: serializeError(e) });
  }
});
