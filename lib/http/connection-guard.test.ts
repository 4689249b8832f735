/**
 * The connection caps on a real server and real sockets, with small caps: loopback has many addresses, so
 * 127.0.0.2 floods while 127.0.0.3 is served (the same code path as server.ts: createGuardedServer).
 */
import type { IncomingMessage, Server } from "node:http";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { parseTrustedProxies } from "./client-address";
import { createGuardedServer } from "./guarded-server";
import type { ConnectionGuard, ConnectionLimits } from "./connection-guard";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const servers: Server[] = [];
const sockets: net.Socket[] = [];

afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise<void>((r) => s.close(() => r()));
  }
});

async function start(limits: Partial<ConnectionLimits>): Promise<{ port: number; guard: ConnectionGuard }> {
  const { server, guard } = createGuardedServer(
    { perAddress: 6, waitingPerAddress: 3, streamsPerAddress: 2, exempt: null, ...limits },
    (req, res) => {
      // Stands for the live stream: the answer starts and stays open.
      if (req.url?.startsWith("/api/events"))
        return void res.writeHead(200, { "content-type": "text/event-stream" }).write(": hi\n\n");
      res.end("ok");
    },
  );
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { port: (server.address() as AddressInfo).port, guard };
}

/** An idle connection from `from`; `alive()` says whether the server still holds it. */
async function idle(port: number, from: string): Promise<{ socket: net.Socket; alive: () => boolean }> {
  const socket = net.connect({ port, host: "127.0.0.1", localAddress: from });
  sockets.push(socket);
  let closed = false;
  socket.on("error", () => {});
  socket.on("close", () => (closed = true));
  // A reset can come before the client saw its connect.
  await new Promise<void>((r) => socket.once("connect", r).once("close", () => r()));
  return { socket, alive: () => !closed };
}

/** A request on a fresh connection from `from`: its status (the connection is kept alive unless `close`). */
function get(
  port: number,
  from: string,
  path = "/",
  agent: http.Agent | false = false,
): Promise<{ status: number; res: IncomingMessage }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ port, host: "127.0.0.1", localAddress: from, path, agent }, (res) => {
      if (!path.startsWith("/api/events")) res.resume();
      resolve({ status: res.statusCode ?? 0, res });
    });
    req.on("error", reject);
  });
}

describe("connection caps per client address", () => {
  it("resets idle connections over the waiting cap while another address is served; a request frees a waiting place", async () => {
    const { port, guard } = await start({});
    const conns = [];
    for (let i = 0; i < 5; i++) conns.push(await idle(port, "127.0.0.2"));
    await sleep(200);
    expect(conns.map((c) => c.alive())).toEqual([true, true, true, false, false]);
    expect(guard.refused.connections).toBe(2);
    expect(guard.totals()).toMatchObject({ open: 3, waiting: 3, addresses: 1 });
    expect((await get(port, "127.0.0.3")).status).toBe(200);

    // One of the held connections sends its request: it no longer waits, so one more may connect.
    const first = conns[0]!.socket;
    first.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await new Promise((r) => first.once("data", r));
    const next = await idle(port, "127.0.0.2");
    await sleep(100);
    expect(next.alive()).toBe(true);
    expect(guard.totals()).toMatchObject({ open: 4, waiting: 3 });
  });

  it("caps open connections, kept-alive ones included; live streams count apart, with a cap of their own", async () => {
    const { port, guard } = await start({});
    const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });
    // Six connections that each made a request and are kept alive.
    const kept = await Promise.all(Array.from({ length: 6 }, () => get(port, "127.0.0.2", "/", agent)));
    expect(kept.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    await sleep(50);
    expect(guard.totals()).toMatchObject({ open: 6, waiting: 0 });
    const seventh = await idle(port, "127.0.0.2");
    await sleep(100);
    expect(seventh.alive()).toBe(false);

    // Streams from an address with room: two are held, the third is told 429; ordinary connections still fit.
    const s1 = await get(port, "127.0.0.3", "/api/events");
    const s2 = await get(port, "127.0.0.3", "/api/events?watch=1");
    const s3 = await get(port, "127.0.0.3", "/api/events");
    expect([s1.status, s2.status, s3.status]).toEqual([200, 200, 429]);
    expect(guard.refused.streams).toBe(1);
    const plain = await Promise.all(Array.from({ length: 6 }, () => get(port, "127.0.0.3", "/", agent)));
    expect(plain.every((r) => r.status === 200)).toBe(true);
    agent.destroy();
    // When streams end their place is free again.
    s1.res.destroy();
    s2.res.destroy();
    await sleep(100);
    expect((await get(port, "127.0.0.3", "/api/events")).status).toBe(200);
  });

  it("does not count trusted proxies, and forgets an address when its connections are gone", async () => {
    const { port, guard } = await start({ exempt: parseTrustedProxies("127.0.0.4") });
    const viaProxy = [];
    for (let i = 0; i < 10; i++) viaProxy.push(await idle(port, "127.0.0.4"));
    const direct = [];
    for (let i = 0; i < 3; i++) direct.push(await idle(port, "127.0.0.5"));
    await sleep(100);
    expect(viaProxy.every((c) => c.alive())).toBe(true);
    expect(guard.totals()).toMatchObject({ open: 3, waiting: 3, addresses: 1 });
    for (const c of direct) c.socket.destroy();
    await sleep(100);
    expect(guard.totals()).toEqual({ open: 0, waiting: 0, streams: 0, addresses: 0 });
  });
});
