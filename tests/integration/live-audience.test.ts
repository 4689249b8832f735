/**
 * Who hears of a chat message on the live stream, on real databases: exactly those whom the chat's read
 * endpoint answers, on the open stream (the hub with the app's own lookup) and on the resume path (replay).
 * An invited user who has not joined is refused the chat (403), so is told nothing of it either; after
 * joining they are. Watchers hear of it only when spectators may read the match's chat.
 */
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/for-each-database";
import type { Db } from "@/lib/db";
import { createMatch, joinMatch } from "@/lib/matches/lifecycle/lobby";
import { getMatchView } from "@/lib/matches/read/views";
import { listMessages, postMessage } from "@/lib/chat";
import { LiveHub, type LiveStream } from "@/lib/live/hub";
import { chatAudience } from "@/lib/live/chat-audience";
import { latestEventId, replaySince } from "@/lib/live/replay";
import type { StoredEvent, StreamEvent } from "@/lib/live/events";
import { makeUsers, registerTinyGame } from "./helpers";

registerTinyGame();

forEachDatabase("the chat's live audience", (database) => {
  let db: Db;
  let u: Record<string, string>;

  beforeAll(async () => {
    db = database.db;
    u = await makeUsers(db, ["Ana", "Bo", "Cy"]);
  });

  /** Ana's match with Bo invited (not joined yet); Cy watches it. */
  async function invitedMatch(chatPublic: boolean): Promise<number> {
    const r = await createMatch(db, u.Ana!, {
      gameKey: "tiny",
      seats: [{ kind: "me" }, { kind: "invite", username: "Bo" }],
      chatPublic,
    });
    if (!r.ok) throw new Error(r.message);
    return r.value.matchId;
  }

  /** Every way of learning of the newest chat message, per reader: the read endpoint, the open stream, the resume. */
  async function whoLearns(matchId: number, since: number) {
    const event = (await db.liveEvent.findFirstOrThrow({
      where: { matchId, kind: "chat" },
      orderBy: { id: "desc" },
    })) as unknown as StoredEvent;
    const hub = new LiveHub(
      { seatUsers: async () => [], seatCounts: async () => [], chatAudience: (id) => chatAudience(db, id) },
      { perUser: 2, total: 10 },
    );
    const got = new Map<string, StreamEvent[]>();
    for (const name of ["Ana", "Bo", "Cy"]) {
      const events: StreamEvent[] = [];
      got.set(name, events);
      // Everyone watches the match too: being a watcher must not let a reader in who may not read.
      const stream: LiveStream = {
        userId: u[name]!,
        watch: matchId,
        send: (e) => void events.push(e),
        close: () => {},
      };
      hub.add(stream);
    }
    await hub.dispatch({
      id: Number(event.id),
      kind: "chat",
      matchId,
      version: null,
      userId: null,
      stepBy: null,
      publicVersion: null,
    });
    const out: Record<string, { reads: boolean; streamed: boolean; resumed: boolean }> = {};
    for (const name of ["Ana", "Bo", "Cy"]) {
      const replay = await replaySince(db, u[name]!, matchId, since);
      out[name] = {
        reads: (await listMessages(db, u[name]!, matchId)).ok,
        streamed: got.get(name)!.some((e) => e.event === "chat"),
        resumed: replay.kind === "events" && replay.events.some((e) => e.kind === "chat" && e.matchId === matchId),
      };
    }
    return out;
  }

  const all = (b: boolean) => ({ reads: b, streamed: b, resumed: b });

  it("an invited user who has not joined hears nothing of the chat, as they may not read it; once joined, they do", async () => {
    const id = await invitedMatch(false);
    const since = await latestEventId(db);
    expect(await postMessage(db, u.Ana!, id, "anyone here?")).toMatchObject({ ok: true });
    expect(await whoLearns(id, since)).toEqual({ Ana: all(true), Bo: all(false), Cy: all(false) });

    const v = await getMatchView(db, u.Bo!, id);
    if (!v.ok) throw new Error(v.message);
    expect(await joinMatch(db, u.Bo!, id, v.value.version)).toMatchObject({ ok: true });
    expect(await whoLearns(id, since)).toEqual({ Ana: all(true), Bo: all(true), Cy: all(false) });
  });

  it("with the chat open to spectators, watchers hear of it; the invited user still not before joining", async () => {
    const id = await invitedMatch(true);
    const since = await latestEventId(db);
    await postMessage(db, u.Ana!, id, "welcome, watchers");
    // Bo reads it as any spectator may; he hears of it as a watcher of the match.
    expect(await whoLearns(id, since)).toEqual({ Ana: all(true), Bo: all(true), Cy: all(true) });
    expect(await chatAudience(db, id)).toEqual({ players: [u.Ana], spectators: true });
  });

  it("a match that does not exist has no audience", async () => {
    expect(await chatAudience(db, 2_000_000_000)).toEqual({ players: [], spectators: false });
  });
});
