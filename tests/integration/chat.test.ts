/**
 * Table talk on real databases: who may write and read a match's chat, muted authors hidden, the rate limit,
 * what is accepted as text (long words, right-to-left text, markup kept as text, control characters
 * refused), the "your turn" mail's mention of unread messages, private notes, reports for the operator, and
 * the live event a message sends.
 */
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/for-each-database";
import type { Db } from "@/lib/db";
import { createMatch, joinMatch } from "@/lib/matches/lifecycle/lobby";
import { act } from "@/lib/matches/write/play";
import { getMatchView } from "@/lib/matches/read/views";
import {
  getNote,
  listMessages,
  openReports,
  postMessage,
  reportMessage,
  resolveReport,
  saveNote,
  setUserMute,
} from "@/lib/chat";
import { releaseHeldMail } from "@/lib/notifications/turn-notices";
import { makeUsers, registerTinyGame } from "./helpers";

registerTinyGame();

forEachDatabase("chat", (database) => {
  let db: Db;
  let u: Record<string, string>;

  beforeAll(async () => {
    db = database.db;
    u = await makeUsers(db, ["Ana", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal"]);
    // Turn mails go out at once (no waiting window) so that the test can read them.
    await db.user.updateMany({ data: { turnMailDelayMinutes: 0 } });
  });

  async function match(creator: string, other: string, opts: { chatPublic?: boolean } = {}): Promise<number> {
    const r = await createMatch(db, u[creator]!, {
      gameKey: "tiny",
      seats: [{ kind: "me" }, { kind: "invite", username: other }],
      chatPublic: opts.chatPublic,
    });
    if (!r.ok) throw new Error(r.message);
    const v = await getMatchView(db, u[other]!, r.value.matchId);
    if (!v.ok) throw new Error(v.message);
    const j = await joinMatch(db, u[other]!, r.value.matchId, v.value.version);
    if (!j.ok) throw new Error(j.message);
    return r.value.matchId;
  }
  const texts = async (reader: string | null, id: number) => {
    const r = await listMessages(db, reader === null ? null : u[reader]!, id);
    if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
    return r.value.messages.map((m) => `${m.author}: ${m.text}`);
  };

  it("players write and read; others may not write, and read only when the creator allowed spectators", async () => {
    const closed = await match("Ana", "Bo");
    expect(await postMessage(db, u.Ana!, closed, "Good luck!")).toMatchObject({
      ok: true,
      value: { message: { author: "Ana", text: "Good luck!" } },
    });
    expect(await postMessage(db, u.Bo!, closed, "  You too  ")).toMatchObject({
      ok: true,
      value: { message: { text: "You too" } },
    });
    expect(await texts("Bo", closed)).toEqual(["Ana: Good luck!", "Bo: You too"]);
    // A spectator, signed in or not, and a non-player trying to write.
    expect(await listMessages(db, u.Cy!, closed)).toMatchObject({ ok: false, code: "NOT_A_PLAYER" });
    expect(await listMessages(db, null, closed)).toMatchObject({ ok: false, code: "NOT_A_PLAYER" });
    expect(await postMessage(db, u.Cy!, closed, "hi")).toMatchObject({ ok: false, code: "NOT_A_PLAYER" });
    expect(await postMessage(db, u.Cy!, 999_999, "hi")).toMatchObject({ ok: false, code: "NOT_FOUND" });

    const open = await match("Ana", "Bo", { chatPublic: true });
    await postMessage(db, u.Ana!, open, "Watch this");
    expect(await texts("Cy", open)).toEqual(["Ana: Watch this"]);
    expect(await texts(null, open)).toEqual(["Ana: Watch this"]);
    // Spectators still cannot write.
    expect(await postMessage(db, u.Cy!, open, "me too")).toMatchObject({ ok: false, code: "NOT_A_PLAYER" });
    expect(await db.chatMessage.count({ where: { matchId: open } })).toBe(1);
  });

  it("refuses empty, too long and control-character messages with a sentence, and changes nothing", async () => {
    const id = await match("Cy", "Dee");
    const before = await db.chatMessage.count();
    for (const [text, sentence] of [
      ["", "Write a message first."],
      ["   \n  ", "Write a message first."],
      ["x".repeat(501), "A message has at most 500 characters."],
      ["bell \u0007", "Remove the control characters from this text."],
      ["nul \u0000", "Remove the control characters from this text."],
      ["override \u202e", "Remove the control characters from this text."],
    ] as const) {
      // The English sentence for the API, and its key for pages in the reader's language.
      expect(await postMessage(db, u.Cy!, id, text)).toMatchObject({
        ok: false,
        code: "INVALID_INPUT",
        message: sentence,
        sentence: { key: expect.any(String) },
      });
    }
    expect(await postMessage(db, u.Cy!, id, 42)).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    expect(await db.chatMessage.count()).toBe(before);
    // 500 characters as people count them: 500 emoji are 1,000 UTF-16 units and still one message.
    expect((await postMessage(db, u.Cy!, id, "😀".repeat(500))).ok).toBe(true);
  });

  it("keeps markup, long words and right-to-left text exactly as written (they are escaped where shown)", async () => {
    const id = await match("Dee", "Eli");
    const samples = [
      "<script>alert(1)</script> & <b>bold</b>",
      "w".repeat(500),
      "مرحبا، كيف حالك؟ hello",
      "line one\nline two",
    ];
    for (const s of samples) expect((await postMessage(db, u.Dee!, id, s)).ok).toBe(true);
    expect((await texts("Eli", id)).map((t) => t.slice("Dee: ".length))).toEqual(samples);
  });

  it("a reader who muted an author no longer sees their messages, anywhere; the others still do", async () => {
    const a = await match("Eli", "Fay");
    const b = await match("Fay", "Eli");
    await postMessage(db, u.Eli!, a, "first");
    await postMessage(db, u.Fay!, a, "answer");
    await postMessage(db, u.Eli!, b, "elsewhere");
    expect(await setUserMute(db, u.Fay!, "eli", true)).toEqual({ ok: true, value: { username: "Eli", muted: true } });
    expect(await texts("Fay", a)).toEqual(["Fay: answer"]);
    expect(await texts("Fay", b)).toEqual([]);
    expect(await texts("Eli", a)).toEqual(["Eli: first", "Fay: answer"]);
    expect(await setUserMute(db, u.Fay!, "Fay", true)).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    expect(await setUserMute(db, u.Fay!, "nobody-here", true)).toMatchObject({ ok: false, code: "UNKNOWN_USER" });
    await setUserMute(db, u.Fay!, "Eli", false);
    expect(await texts("Fay", b)).toEqual(["Eli: elsewhere"]);
  });

  it("ten messages a minute per author; the eleventh is refused with a sentence and stored nowhere", async () => {
    const id = await match("Gus", "Hal");
    for (let i = 0; i < 10; i++) expect((await postMessage(db, u.Gus!, id, `message ${i}`)).ok).toBe(true);
    const refused = await postMessage(db, u.Gus!, id, "one too many");
    expect(refused).toMatchObject({ ok: false, code: "RATE_LIMITED" });
    expect(!refused.ok && refused.message).toMatch(
      /^You have sent many messages in a short time\. Wait (1 minute|\d+ minutes) before the next one\.$/,
    );
    expect(!refused.ok && refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(await db.chatMessage.count({ where: { matchId: id, authorId: u.Gus! } })).toBe(10);
  });

  it("a message writes a live event for the match; a refused one writes none", async () => {
    const id = await match("Ana", "Cy");
    const events = () => db.liveEvent.count({ where: { matchId: id, kind: "chat" } });
    await postMessage(db, u.Ana!, id, "hello");
    expect(await events()).toBe(1);
    await postMessage(db, u.Ana!, id, "");
    expect(await events()).toBe(1);
  });

  it("the 'your turn' mail mentions unread messages with their first lines; read ones are not mentioned again", async () => {
    const id = await match("Dee", "Fay");
    await postMessage(db, u.Dee!, id, "Nice opening.");
    await postMessage(db, u.Dee!, id, "Your move <3");
    // A message alone sends no mail.
    expect(await db.outboxMail.count({ where: { matchId: id, toAddress: "fay@example.test", kind: "turn" } })).toBe(0);
    const commit = async (who: string) => {
      const v = (await db.match.findUniqueOrThrow({ where: { id } })).version;
      const r = await act(db, u[who]!, id, v, { type: "commit" });
      if (!r.ok) throw new Error(r.message);
      await releaseHeldMail(db, new Date());
    };
    await commit("Dee");
    // The newest mail written to Fay about this match (alone, or batched with her other matches).
    const latest = () =>
      db.outboxMail.findFirstOrThrow({
        where: { toAddress: "fay@example.test", status: "pending", text: { contains: `Tiny #${id}` } },
        orderBy: { id: "desc" },
      });
    const mail = await latest();
    expect(mail.text).toContain("2 new messages from Dee:");
    expect(mail.text).toContain("Dee: “Nice opening.”");
    expect(mail.text).toContain("Dee: “Your move <3”");
    // The HTML part escapes what players wrote.
    expect(mail.html).toContain("Your move &lt;3");
    expect(mail.html).not.toContain("Your move <3");
    // Fay reads the chat (and looks at the match), plays; Dee writes nothing new: the next mail to Fay says nothing of chat.
    await texts("Fay", id);
    await getMatchView(db, u.Fay!, id);
    await commit("Fay");
    await getMatchView(db, u.Dee!, id);
    await commit("Dee");
    const next = await latest();
    expect(next.id).not.toBe(mail.id);
    expect(next.text).not.toContain("new message");
  });

  it("private notes: each player reads only their own; others may not read or write them", async () => {
    const id = await match("Bo", "Dee");
    expect(await saveNote(db, u.Bo!, id, "Dee hoards wood.\nWatch the quarry.")).toMatchObject({ ok: true });
    expect(await getNote(db, u.Bo!, id)).toMatchObject({
      ok: true,
      value: { text: "Dee hoards wood.\nWatch the quarry." },
    });
    expect(await getNote(db, u.Dee!, id)).toMatchObject({ ok: true, value: { text: "", updatedAt: null } });
    expect(await getNote(db, u.Eli!, id)).toMatchObject({ ok: false, code: "NOT_A_PLAYER" });
    expect(await saveNote(db, u.Eli!, id, "sneaky")).toMatchObject({ ok: false, code: "NOT_A_PLAYER" });
    expect(await saveNote(db, u.Bo!, id, "x".repeat(5_001))).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    // Nothing of the notes is in anyone's view of the match.
    const view = await getMatchView(db, u.Dee!, id);
    expect(JSON.stringify(view)).not.toContain("hoards");
    expect(await saveNote(db, u.Bo!, id, "")).toMatchObject({ ok: true, value: { text: "" } });
    expect(await db.matchNote.count({ where: { matchId: id } })).toBe(0);
  });

  it("a reader reports a message; the operator lists it and hides the message from everyone", async () => {
    const id = await match("Eli", "Ana");
    const posted = await postMessage(db, u.Eli!, id, "something rude");
    if (!posted.ok) throw new Error(posted.message);
    const messageId = BigInt(posted.value.message.id);
    expect(await reportMessage(db, u.Eli!, messageId, "")).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    // Someone who cannot read the message cannot report it.
    expect(await reportMessage(db, u.Cy!, messageId, "")).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await reportMessage(db, u.Ana!, messageId, "insult")).toEqual({ ok: true, value: { reported: true } });
    // Twice is once.
    expect(await reportMessage(db, u.Ana!, messageId, "insult")).toEqual({ ok: true, value: { reported: true } });
    const open = (await openReports(db)).filter((r) => r.messageId === posted.value.message.id);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({
      matchId: id,
      author: "Eli",
      reporter: "Ana",
      reason: "insult",
      text: "something rude",
    });
    expect(await resolveReport(db, BigInt(open[0]!.id), true)).toBe(true);
    expect(await texts("Ana", id)).toEqual([]);
    expect(await texts("Eli", id)).toEqual([]);
    expect((await openReports(db)).some((r) => r.messageId === posted.value.message.id)).toBe(false);
  });
});
