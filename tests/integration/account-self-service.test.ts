/**
 * Account self-service on both databases, as its owner and as everyone who may not: changing the password
 * (the current one needed, other sessions end, tokens stay, the address told), changing the address (a link
 * to the new one, the same answer whether or not it is taken, re-checked at confirmation, the old one told),
 * the data download (only the user's own, paged), deleting the account (password or mailed link; the account
 * cut off, its matches handed over, its name shown as "deleted player" everywhere and held for 30 days).
 */
process.env.AUTH_SECRET ??= "account-self-service-tests-secret";
import { beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/for-each-database";
import type { Db } from "@/lib/db";
import {
  changePassword,
  checkCredentials,
  confirmEmailChange,
  consumeToken,
  createApiToken,
  createUser,
  requestEmailChange,
  requestLoginLink,
  sessionUser,
  startRegistration,
  sweepUsernameHolds,
  userForApiToken,
} from "@/lib/accounts/accounts";
import {
  confirmAccountDeletion,
  deleteAccount,
  finishDeletions,
  requestAccountDeletion,
  startDataExport,
} from "@/lib/account-data";
import { registerSchema } from "@/lib/accounts/validation";
import { acceptedReissue, reissueProof } from "@/lib/auth/reissue";
import { hashPassword } from "@/lib/secrets/password";
import { createMatch, joinMatch, leaveMatch, rematch } from "@/lib/matches/lifecycle/lobby";
import { act } from "@/lib/matches/write/play";
import { getMatchView } from "@/lib/matches/read/views";
import { matchRecord } from "@/lib/matches/read/record";
import { myGames } from "@/lib/matches/read/list";
import { listWords } from "@/lib/matches/history/lobby-text";
import { linesText } from "@/lib/matches/history/history-text";
import { seatDisplayName, seatNameAt } from "@/lib/format/seat-name";
import { archiveOf, profileOf } from "@/lib/profiles/profile";
import { leaderboard, ratingsOf, recomputeRatings } from "@/lib/ratings/store";
import { postMessage } from "@/lib/chat/messages";
import { saveNote } from "@/lib/chat/notes";
import { setUserMute } from "@/lib/chat/mutes";
import { befriend, setBlock } from "@/lib/social/relations";
import { EXPORT_MATCH_PAGE } from "@/lib/account-data/data-export";
import { makeUsers, playDueBotTurns, registerTinyGame } from "./helpers";

registerTinyGame();

const DAY = 24 * 60 * 60_000;

function tokenFrom(text: string): string {
  const m = text.match(/token=([A-Za-z0-9_-]+)/);
  if (!m?.[1]) throw new Error("no token in mail");
  return m[1];
}

async function collect(chunks: AsyncGenerator<string>): Promise<string> {
  let out = "";
  for await (const c of chunks) out += c;
  return out;
}

describe("the session re-issue proof", () => {
  it("carries the new version for its own user only, for a minute, and cannot be forged", () => {
    const now = Date.now();
    const proof = reissueProof("user-a", 4, now);
    expect(acceptedReissue({ reissue: proof }, "user-a", now)).toBe(4);
    expect(acceptedReissue({ reissue: proof }, "user-b", now)).toBeNull();
    expect(acceptedReissue({ reissue: { ...proof, sv: 5 } }, "user-a", now)).toBeNull();
    expect(acceptedReissue({ reissue: { ...proof, exp: proof.exp + 1 } }, "user-a", now)).toBeNull();
    expect(acceptedReissue({ reissue: proof }, "user-a", now + 61_000)).toBeNull();
    // What a browser may send to Auth.js's session update: anything but a proof changes nothing.
    for (const data of [
      undefined,
      null,
      {},
      { user: { sessionVersion: 9 } },
      { reissue: "x" },
      { reissue: { uid: "user-a", sv: 9, exp: now + 1000, sig: "forged" } },
    ]) {
      expect(acceptedReissue(data, "user-a", now)).toBeNull();
    }
  });
});

forEachDatabase("account self-service", (database) => {
  let db: Db;
  let u: Record<string, string>;

  beforeAll(async () => {
    db = database.db;
    u = await makeUsers(db, ["Pia", "Quin", "Ria", "Sam", "Tom", "Del", "Ann", "Ben", "Cat", "Exp", "Xa"]);
  });

  const mailsTo = (to: string, kind?: string) =>
    db.outboxMail.findMany({ where: { toAddress: to, ...(kind ? { kind } : {}) }, orderBy: { id: "asc" } });
  const user = (id: string) => db.user.findUniqueOrThrow({ where: { id } });
  const version = async (id: number) => (await db.match.findUniqueOrThrow({ where: { id } })).version;

  describe("change password", () => {
    it("needs the current password; a wrong one changes nothing", async () => {
      const before = await user(u.Pia!);
      expect(await changePassword(db, u.Pia!, "wrong horse", "a new secret")).toMatchObject({
        ok: false,
        reason: "wrongPassword",
      });
      const after = await user(u.Pia!);
      expect(after.passwordHash).toBe(before.passwordHash);
      expect(after.sessionVersion).toBe(before.sessionVersion);
      expect(await mailsTo("pia@example.test", "password-changed")).toEqual([]);
    });

    it("ends every other session and old mailed links, keeps API tokens, and tells the address in its language", async () => {
      const before = await user(u.Pia!);
      await db.user.update({ where: { id: u.Pia! }, data: { locale: "de" } });
      const token = (await createApiToken(db, u.Pia!, "bot")).token!;
      const link = await requestLoginLink(db, "magic", "pia@example.test", "10.1.0.1");
      await link.deliver?.();
      const magic = tokenFrom((await mailsTo("pia@example.test", "magic-link"))[0]!.text);

      const r = await changePassword(db, u.Pia!, "correct horse", "a new secret");
      expect(r).toEqual({ ok: true, sessionVersion: before.sessionVersion + 1 });
      expect(await sessionUser(db, u.Pia!, before.sessionVersion)).toBeNull();
      expect(await sessionUser(db, u.Pia!, before.sessionVersion + 1)).toMatchObject({ id: u.Pia });
      expect(await checkCredentials(db, "pia", "correct horse", "10.1.0.1")).toMatchObject({
        ok: false,
        reason: "invalid",
      });
      expect(await checkCredentials(db, "pia", "a new secret", "10.1.0.1")).toMatchObject({ ok: true });
      expect(await consumeToken(db, "magic", magic)).toBeNull();
      expect(await userForApiToken(db, token)).toMatchObject({ id: u.Pia });
      const [mail] = await mailsTo("pia@example.test", "password-changed");
      expect(mail?.subject).toBe("Dein Passwort wurde geändert");
      expect(mail?.text).toContain("/forgot");
    });

    it("refuses an account without a password, a blocked account, and a user over the limit", async () => {
      const noPw = await createUser(db, { username: "Nopw", email: "nopw@example.test" });
      if (!noPw.ok) throw new Error("setup");
      expect(await changePassword(db, noPw.userId, "anything at all", "a new secret")).toMatchObject({
        ok: false,
        reason: "noPassword",
      });
      await db.user.update({ where: { id: u.Quin! }, data: { blockedAt: new Date() } });
      expect(await changePassword(db, u.Quin!, "correct horse", "a new secret")).toMatchObject({
        ok: false,
        reason: "wrongPassword",
      });
      await db.user.update({ where: { id: u.Quin! }, data: { blockedAt: null } });
      const now = new Date();
      for (let i = 0; i < 10; i++)
        expect((await changePassword(db, u.Ria!, "wrong horse", "a new secret", now)).ok).toBe(false);
      // The 11th try within the hour is refused before the password is looked at, the right one included.
      expect(await changePassword(db, u.Ria!, "correct horse", "a new secret", now)).toMatchObject({
        ok: false,
        reason: "limited",
        retryAfterSeconds: expect.any(Number),
      });
      expect(await checkCredentials(db, "ria", "correct horse", "10.1.0.2")).toMatchObject({ ok: true });
    });
  });

  describe("change e-mail", () => {
    it("mails a link to a free address; the link changes it once, tells the old address and ends old links", async () => {
      const r = await requestEmailChange(db, u.Sam!, "correct horse", "sam.new@example.test");
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      await r.deliver();
      const [mail] = await mailsTo("sam.new@example.test", "email-change-confirm");
      expect(mail?.userId).toBeNull();
      const token = tokenFrom(mail!.text);
      expect((await user(u.Sam!)).email).toBe("sam@example.test");
      const reset = await requestLoginLink(db, "reset", "sam@example.test", "10.2.0.1");
      await reset.deliver?.();

      expect(await confirmEmailChange(db, token)).toEqual({ ok: true, userId: u.Sam, email: "sam.new@example.test" });
      expect((await user(u.Sam!)).email).toBe("sam.new@example.test");
      expect(await confirmEmailChange(db, token)).toMatchObject({ ok: false, reason: "linkInvalid" });
      expect((await mailsTo("sam@example.test", "email-changed"))[0]?.text).toContain("sam.new@example.test");
      expect(await checkCredentials(db, "sam.new@example.test", "correct horse", "10.2.0.1")).toMatchObject({
        ok: true,
      });
      const resetToken = tokenFrom((await mailsTo("sam@example.test", "password-reset"))[0]!.text);
      expect(await consumeToken(db, "reset", resetToken)).toBeNull();
    });

    it("answers the same for an address that has an account, mails its owner instead, and changes nothing", async () => {
      const taken = await requestEmailChange(db, u.Tom!, "correct horse", "ann@example.test");
      const free = await requestEmailChange(db, u.Tom!, "correct horse", "tom.free@example.test");
      expect(Object.keys(taken).sort()).toEqual(Object.keys(free).sort());
      if (!taken.ok || !free.ok) throw new Error("refused");
      await taken.deliver();
      expect((await mailsTo("ann@example.test", "email-change-taken")).length).toBe(1);
      expect(
        await db.loginToken.count({ where: { userId: u.Tom!, purpose: "email", newEmail: "ann@example.test" } }),
      ).toBe(0);
      expect((await user(u.Tom!)).email).toBe("tom@example.test");
    });

    it("re-checks the address when the link is opened, keeps only the newest link, and refuses expired ones", async () => {
      const first = await requestEmailChange(db, u.Tom!, "correct horse", "tom.a@example.test");
      if (!first.ok) throw new Error("refused");
      await first.deliver();
      const tokenA = tokenFrom((await mailsTo("tom.a@example.test", "email-change-confirm"))[0]!.text);
      const second = await requestEmailChange(db, u.Tom!, "correct horse", "tom.b@example.test");
      if (!second.ok) throw new Error("refused");
      await second.deliver();
      const tokenB = tokenFrom((await mailsTo("tom.b@example.test", "email-change-confirm"))[0]!.text);
      expect(await confirmEmailChange(db, tokenA)).toMatchObject({ ok: false, reason: "linkInvalid" });
      // Someone registers tom.b@ before Tom opens the link.
      await createUser(db, { username: "Tomb", email: "tom.b@example.test" });
      expect(await confirmEmailChange(db, tokenB)).toMatchObject({ ok: false, reason: "emailTaken" });
      expect((await user(u.Tom!)).email).toBe("tom@example.test");

      const late = await requestEmailChange(db, u.Tom!, "correct horse", "tom.c@example.test");
      if (!late.ok) throw new Error("refused");
      await late.deliver();
      const tokenC = tokenFrom((await mailsTo("tom.c@example.test", "email-change-confirm"))[0]!.text);
      expect(await confirmEmailChange(db, tokenC, new Date(Date.now() + 2 * 60 * 60_000))).toMatchObject({
        ok: false,
        reason: "linkInvalid",
      });
      expect(await confirmEmailChange(db, "not-a-real-token-at-all")).toMatchObject({
        ok: false,
        reason: "linkInvalid",
      });
    });

    it("refuses a wrong password, the address it has, and floods of one stranger's inbox", async () => {
      expect(await requestEmailChange(db, u.Xa!, "wrong horse", "xa.new@example.test")).toMatchObject({
        ok: false,
        reason: "wrongPassword",
      });
      expect(await requestEmailChange(db, u.Xa!, "correct horse", "xa@example.test")).toMatchObject({
        ok: false,
        reason: "sameEmail",
      });
      const now = new Date();
      for (let i = 0; i < 3; i++)
        expect((await requestEmailChange(db, u.Xa!, "correct horse", "victim@example.test", now)).ok).toBe(true);
      expect(await requestEmailChange(db, u.Xa!, "correct horse", "victim@example.test", now)).toMatchObject({
        ok: false,
        reason: "limited",
      });
    });
  });

  describe("download my data", () => {
    it("holds the user's own data: profile, settings, matches with their own moves, chat, notes, relations, ratings", async () => {
      const m = await createMatch(db, u.Exp!, {
        gameKey: "tiny",
        seats: [{ kind: "me" }, { kind: "invite", username: "Ann" }],
        options: { target: 50 },
      });
      if (!m.ok) throw new Error(m.message);
      const id = m.value.matchId;
      await joinMatch(db, u.Ann!, id, await version(id));
      await act(db, u.Exp!, id, await version(id), { type: "move", move: { type: "add", n: 2 } });
      await act(db, u.Exp!, id, await version(id), { type: "commit" });
      await act(db, u.Ann!, id, await version(id), { type: "move", move: { type: "add", n: 1 } });
      await act(db, u.Ann!, id, await version(id), { type: "commit" });
      // An uncommitted step of Exp's: not part of the export.
      await act(db, u.Exp!, id, await version(id), { type: "move", move: { type: "add", n: 1 } });
      await postMessage(db, u.Exp!, id, "hello from Exp");
      await postMessage(db, u.Ann!, id, "hello from Ann");
      await saveNote(db, u.Exp!, id, "Ann plays slowly");
      await befriend(db, u.Exp!, "Ann");
      await setUserMute(db, u.Exp!, "Ben", true);
      await db.pushSubscription.create({
        data: {
          userId: u.Exp!,
          endpoint: "https://push.example.test/exp-secret-endpoint",
          p256dh: "exp-p256dh-key",
          auth: "exp-auth-secret",
          label: "my phone",
          browser: "Firefox on Android",
        },
      });

      const r = await startDataExport(db, u.Exp!);
      if (!r.ok) throw new Error(r.message);
      const text = await collect(r.chunks);
      const data = JSON.parse(text);
      expect(data.format).toBe("glenboard-account-data/1");
      expect(data.profile).toMatchObject({ username: "Exp", email: "exp@example.test", hasPassword: true });
      expect(data.settings).toMatchObject({ notifyMode: "immediate", autoEndTurnSeconds: 5 });
      expect(data.asked).toEqual(["Ann"]);
      expect(data.mutedPlayers).toEqual(["Ben"]);
      expect(data.pushDevices).toEqual([
        { label: "my phone", browser: "Firefox on Android", createdAt: expect.any(String), lastUsedAt: null },
      ]);
      expect(data.matches).toHaveLength(1);
      const match = data.matches[0];
      expect(match).toMatchObject({ id, status: "running", mySeat: 0, seed: null, outcome: null });
      expect(match.players.map((p: { name: string }) => p.name)).toEqual(["Exp", "Ann"]);
      expect(match.myMoves.map((e: { moves: unknown[] }) => e.moves)).toEqual([
        [{ type: "add", n: 2 }, { type: "end-turn" }],
      ]);
      expect(data.chatMessages.map((c: { text: string }) => c.text)).toEqual(["hello from Exp"]);
      expect(data.notes).toEqual([expect.objectContaining({ matchId: id, text: "Ann plays slowly" })]);
      // Nothing of others' private data or the match's secrets.
      expect(text).not.toContain("ann@example.test");
      expect(text).not.toContain("hello from Ann");
      const seed = (await db.match.findUniqueOrThrow({ where: { id } })).seed;
      expect(text).not.toContain(seed);
      expect(text).not.toContain("passwordHash");
      // A push subscription's address and keys are capabilities, not the user's data to carry around.
      for (const secret of ["exp-secret-endpoint", "exp-p256dh-key", "exp-auth-secret"])
        expect(text).not.toContain(secret);
    });

    it("pages through many matches and is limited per user", async () => {
      const now = new Date();
      // Written directly: creating this many through the lobby would meet the creation limit.
      for (let i = 0; i < EXPORT_MATCH_PAGE + 3; i++) {
        await db.match.create({
          data: {
            gameKey: "tiny",
            rulesVersion: 1,
            playerCount: 2,
            seed: `s${i}`,
            createdById: u.Cat!,
            seats: { create: [{ seatIndex: 0, userId: u.Cat!, joinedAt: now }, { seatIndex: 1 }] },
          },
        });
      }
      const r = await startDataExport(db, u.Cat!, now);
      if (!r.ok) throw new Error(r.message);
      const data = JSON.parse(await collect(r.chunks));
      expect(data.matches.length).toBe(EXPORT_MATCH_PAGE + 3);
      expect(new Set(data.matches.map((m: { id: number }) => m.id)).size).toBe(EXPORT_MATCH_PAGE + 3);
      for (let i = 0; i < 4; i++) expect((await startDataExport(db, u.Cat!, now)).ok).toBe(true);
      expect(await startDataExport(db, u.Cat!, now)).toMatchObject({ ok: false, reason: "limited" });
      // Another user's limit is their own.
      expect((await startDataExport(db, u.Ben!, now)).ok).toBe(true);
      // Cat's open matches are not Cat's to keep for the deletion test below.
      await db.match.deleteMany({ where: { createdById: u.Cat!, status: "open" } });
    });
  });

  describe("delete the account", () => {
    /** Plays a tiny match to its end: `winner` adds 1 and reaches target 1; the others end empty-handed. */
    async function finish(id: number, winner: string) {
      for (let i = 0; i < 4; i++) {
        const m = await db.match.findUniqueOrThrow({ where: { id }, include: { seats: true } });
        if (m.status === "finished") return;
        const seat = m.seats.find((s) => s.seatIndex === m.activeSeats[0])!;
        if (seat.userId === u[winner])
          await act(db, seat.userId!, id, m.version, { type: "move", move: { type: "add", n: 1 } });
        const end = await act(db, seat.userId!, id, await version(id), { type: "commit" });
        if (!end.ok) throw new Error(end.message);
      }
      throw new Error(`match ${id} did not finish`);
    }
    async function started(
      creator: string,
      others: string[],
      options: Record<string, unknown> = { target: 50 },
      rated = false,
    ): Promise<number> {
      const r = await createMatch(db, u[creator]!, {
        gameKey: "tiny",
        seats: [{ kind: "me" }, ...others.map((o) => ({ kind: "invite" as const, username: o }))],
        options,
        rated,
      });
      if (!r.ok) throw new Error(r.message);
      for (const o of others) await joinMatch(db, u[o]!, r.value.matchId, await version(r.value.matchId));
      return r.value.matchId;
    }

    it("needs the password; a wrong one, another user's or a blocked account deletes nothing", async () => {
      expect(await requestAccountDeletion(db, u.Del!, "wrong horse")).toMatchObject({
        ok: false,
        reason: "wrongPassword",
      });
      expect(await requestAccountDeletion(db, u.Del!, null)).toMatchObject({ ok: false, reason: "wrongPassword" });
      // Another user's password is no good for Del's account (and Del's session cannot name another account).
      await db.user.update({ where: { id: u.Ann! }, data: { passwordHash: await hashPassword("ann's own secret") } });
      expect(await requestAccountDeletion(db, u.Del!, "ann's own secret")).toMatchObject({
        ok: false,
        reason: "wrongPassword",
      });
      expect(await changePassword(db, u.Del!, "ann's own secret", "a new secret")).toMatchObject({
        ok: false,
        reason: "wrongPassword",
      });
      expect(await requestEmailChange(db, u.Del!, "ann's own secret", "del2@example.test")).toMatchObject({
        ok: false,
        reason: "wrongPassword",
      });
      await db.user.update({ where: { id: u.Del! }, data: { blockedAt: new Date() } });
      expect(await requestAccountDeletion(db, u.Del!, "correct horse")).toMatchObject({
        ok: false,
        reason: "wrongPassword",
      });
      await db.user.update({ where: { id: u.Del! }, data: { blockedAt: null } });
      expect((await user(u.Del!)).deletedAt).toBeNull();
    });

    it("cuts the account off, hands its matches over, names it 'deleted player' everywhere and holds its name", async () => {
      // Before: a finished rated match Del won against Ann, a running three-player match where it is Del's
      // turn, a running match with a bot only besides Del, a match Del left earlier, an open match Del
      // created, an open match Del is invited to; chat, notes, friends, blocks, mutes, a token.
      const finished = await started("Del", ["Ann"], { target: 1 }, true);
      await finish(finished, "Del");
      const annBefore = (await ratingsOf(db, u.Ann!))["tiny"]!;
      const running = await started("Ann", ["Del", "Ben"]);
      await act(db, u.Ann!, running, await version(running), { type: "commit" });
      const botOnly = await createMatch(db, u.Del!, {
        gameKey: "tiny",
        seats: [{ kind: "me" }, { kind: "bot", style: "greedy" }],
        options: { target: 50 },
      });
      if (!botOnly.ok) throw new Error(botOnly.message);
      const left = await started("Ben", ["Del", "Cat"]);
      expect((await leaveMatch(db, u.Del!, left, await version(left))).ok).toBe(true);
      const openMine = await createMatch(db, u.Del!, {
        gameKey: "tiny",
        seats: [{ kind: "me" }, { kind: "invite", username: "Cat" }],
      });
      const openTheirs = await createMatch(db, u.Cat!, {
        gameKey: "tiny",
        seats: [{ kind: "me" }, { kind: "invite", username: "Del" }, { kind: "open" }],
      });
      if (!openMine.ok || !openTheirs.ok) throw new Error("setup");
      await postMessage(db, u.Del!, running, "gg all");
      await saveNote(db, u.Del!, running, "my plan");
      await befriend(db, u.Del!, "Ben");
      await befriend(db, u.Ben!, "Del");
      await setBlock(db, u.Cat!, "Del", true);
      await setUserMute(db, u.Ann!, "Del", true);
      const token = (await createApiToken(db, u.Del!, "script")).token!;
      await db.pushSubscription.create({
        data: { userId: u.Del!, endpoint: "https://push.example.test/del", p256dh: "k", auth: "a", browser: "Test" },
      });
      const sv = (await user(u.Del!)).sessionVersion;

      expect(await requestAccountDeletion(db, u.Del!, "correct horse")).toEqual({ ok: true, deleted: true });

      // The account: anonymised, cut off, nothing personal left.
      const row = await user(u.Del!);
      expect(row).toMatchObject({
        username: "deleted player",
        usernameLower: `deleted:${u.Del}`,
        email: `${u.Del}@deleted.invalid`,
        passwordHash: null,
        notifyMode: "off",
      });
      expect(row.deletedAt).not.toBeNull();
      expect(await sessionUser(db, u.Del!, sv)).toBeNull();
      expect(await sessionUser(db, u.Del!, row.sessionVersion)).toBeNull();
      expect(await userForApiToken(db, token)).toBeNull();
      expect(await checkCredentials(db, "Del", "correct horse", "10.3.0.1")).toMatchObject({
        ok: false,
        reason: "invalid",
      });
      expect(await checkCredentials(db, "del@example.test", "correct horse", "10.3.0.1")).toMatchObject({
        ok: false,
        reason: "invalid",
      });
      expect(await profileOf(db, "Del", new Date())).toBeNull();
      for (const count of [
        db.chatMessage.count({ where: { authorId: u.Del! } }),
        db.matchNote.count({ where: { userId: u.Del! } }),
        db.friendship.count({ where: { OR: [{ userId: u.Del! }, { friendId: u.Del! }] } }),
        db.block.count({ where: { OR: [{ userId: u.Del! }, { blockedId: u.Del! }] } }),
        db.userMute.count({ where: { OR: [{ userId: u.Del! }, { mutedId: u.Del! }] } }),
        db.rating.count({ where: { userId: u.Del! } }),
        db.ratingEvent.count({ where: { userId: u.Del! } }),
        db.apiToken.count({ where: { userId: u.Del! } }),
        db.pushSubscription.count({ where: { userId: u.Del! } }),
        db.seat.count({ where: { userId: u.Del! } }),
      ]) {
        expect(await count).toBe(0);
      }
      expect((await mailsTo("del@example.test", "account-deleted")).length).toBe(1);
      expect(await mailsTo("del@example.test")).toHaveLength(1);

      // The finished match: kept, Del named "deleted player" in the reader's language; Ann's rating stays.
      const en = await getMatchView(db, u.Ann!, finished);
      const de = await getMatchView(db, u.Ann!, finished, { locale: "de", api: false });
      if (!en.ok || !de.ok) throw new Error("view");
      expect(seatDisplayName(en.value.seats[0], 0)).toBe("deleted player");
      expect(seatDisplayName(de.value.seats[0], 0)).toBe("gelöschter Spieler");
      expect(en.value.createdBy).toBe("deleted player");
      expect(en.value.seats[0]).toMatchObject({ username: null, userId: null });
      expect((await ratingsOf(db, u.Ann!))["tiny"]).toEqual(annBefore);
      const record = await matchRecord(db, finished);
      expect(record.ok && record.value.record.seats[0]).toMatchObject({
        player: null,
        formerPlayer: null,
        playerDeleted: true,
      });
      const archive = await archiveOf(db, u.Ann!, { page: 1 });
      expect(archive.entries.find((e) => e.id === finished)?.players).toEqual(["deleted player", "Ann"]);
      const annGames = await myGames(db, u.Ann!, listWords("de"));
      expect(annGames.finished.find((m) => m.id === finished)?.players).toEqual(["gelöschter Spieler", "Ann"]);

      // The running match: the strong bot plays Del's seat and has moved (the job runner's pass); history says
      // why without a name.
      expect(await playDueBotTurns(db)).toBeGreaterThanOrEqual(1);
      const view = await getMatchView(db, u.Ann!, running);
      if (!view.ok) throw new Error("view");
      const seat1 = view.value.seats[1]!;
      expect(seat1).toMatchObject({ bot: "strong", username: null, former: null });
      expect(seatDisplayName(seat1, 1)).toBe("Bot for a deleted player");
      expect(view.value.activeSeats).toEqual([2]);
      const lines = view.value.log.flatMap((e) => e.lines);
      expect(lines).toContain("A player deleted their account; a bot plays the seat.");
      expect(JSON.stringify(view.value)).not.toContain("Del");
      const deView = await getMatchView(db, u.Ben!, running, { locale: "de", api: false });
      if (!deView.ok) throw new Error("view");
      expect(deView.value.log.flatMap((e) => e.lines)).toContain(
        "Ein Spieler hat sein Konto gelöscht; ein Bot spielt den Platz weiter.",
      );
      const replaced = (await mailsTo("ann@example.test", "player-replaced")).at(-1);
      expect(replaced?.subject).toContain("Del deleted their account");

      // The match Del left earlier: the site's own line no longer names Del.
      const leftRows = await db.moveLog.findMany({ where: { matchId: left }, orderBy: { index: "asc" } });
      const leftText = leftRows.flatMap((r) => linesText(r.lines, "en", "tiny"));
      expect(leftText).toContain("A deleted player left the match; a bot plays the seat.");
      expect(JSON.stringify(leftRows.map((r) => r.lines))).not.toContain("Del");
      const leftView = await getMatchView(db, u.Ben!, left);
      if (!leftView.ok) throw new Error("view");
      const leftSeat = leftView.value.seats[1]!;
      expect(seatDisplayName(leftSeat, 1)).toBe("Bot for a deleted player");
      expect(seatNameAt(leftSeat, 1, 0)).toBe("deleted player");

      // The bot-only match is over (no human left); the open matches: Del's cancelled, Cat's seat free again.
      expect((await db.match.findUniqueOrThrow({ where: { id: botOnly.value.matchId } })).status).toBe("aborted");
      expect((await db.match.findUniqueOrThrow({ where: { id: openMine.value.matchId } })).status).toBe("aborted");
      const theirs = await db.match.findUniqueOrThrow({
        where: { id: openTheirs.value.matchId },
        include: { seats: { orderBy: { seatIndex: "asc" } } },
      });
      expect(theirs.status).toBe("open");
      expect(theirs.seats[1]).toMatchObject({ userId: null, invitedAt: null, joinedAt: null });

      // A rematch of the finished match sets a bot where Del sat, rather than inviting "deleted player".
      const again = await rematch(db, u.Ann!, finished);
      expect(again.ok).toBe(true);
      if (again.ok) {
        const seats = await db.seat.findMany({
          where: { matchId: again.value.matchId },
          orderBy: { seatIndex: "asc" },
        });
        expect(seats.map((s) => s.botStyle ?? s.userId)).toEqual([u.Ann, "greedy"]);
      }

      // Recomputing the ratings gives Ann the same rating and gives Del none.
      await recomputeRatings(db);
      expect((await ratingsOf(db, u.Ann!))["tiny"]?.mu).toBeCloseTo(annBefore.mu, 9);
      expect(await db.rating.count({ where: { userId: u.Del! } })).toBe(0);
      expect((await leaderboard(db, "tiny", 1)).rows.map((r) => r.username)).not.toContain("deleted player");

      // The name is held for 30 days, the address free at once; a second deletion does nothing.
      const reg = (name: string, email: string, now?: Date) =>
        startRegistration(
          db,
          registerSchema.parse({ username: name, email, password: "correct horse" }),
          "10.3.0.9",
          now,
        );
      expect(await reg("del", "someone@example.test")).toMatchObject({ ok: false, reason: "username-taken" });
      expect(await createUser(db, { username: "DEL", email: "other@example.test" })).toEqual({
        ok: false,
        reason: "username-taken",
      });
      expect((await createUser(db, { username: "Newdel", email: "del@example.test" })).ok).toBe(true);
      const later = new Date(Date.now() + 31 * DAY);
      expect(await reg("del", "someone.else@example.test", later)).toEqual({ ok: true });
      expect(await sweepUsernameHolds(db, later)).toBeGreaterThanOrEqual(1);
      expect(await deleteAccount(db, u.Del!)).toBe(false);
    });

    it("an account without a password deletes through a mailed link, once; another purpose's link does not", async () => {
      const r = await createUser(db, { username: "Linky", email: "linky@example.test" });
      if (!r.ok) throw new Error("setup");
      expect(await requestAccountDeletion(db, r.userId, "whatever")).toEqual({ ok: true, mailed: true });
      const token = tokenFrom((await mailsTo("linky@example.test", "delete-confirm"))[0]!.text);
      expect((await user(r.userId)).deletedAt).toBeNull();
      expect(await confirmAccountDeletion(db, "a-token-that-was-never-sent")).toMatchObject({
        ok: false,
        reason: "linkInvalid",
      });
      expect(await confirmEmailChange(db, token)).toMatchObject({ ok: false, reason: "linkInvalid" });
      expect(await confirmAccountDeletion(db, token, new Date(Date.now() + 2 * 60 * 60_000))).toMatchObject({
        ok: false,
        reason: "linkInvalid",
      });
      expect(await confirmAccountDeletion(db, token)).toEqual({ ok: true, userId: r.userId });
      expect((await user(r.userId)).deletedAt).not.toBeNull();
      expect(await confirmAccountDeletion(db, token)).toMatchObject({ ok: false, reason: "linkInvalid" });
    });

    it("the job runner finishes a deletion that was cut off before its matches were handed over", async () => {
      const id = await started("Ben", ["Cat"]);
      // As if the server stopped right after the account's own transaction.
      await db.user.update({
        where: { id: u.Cat! },
        data: {
          deletedAt: new Date(),
          blockedAt: new Date(),
          username: "deleted player",
          usernameLower: `deleted:${u.Cat}`,
        },
      });
      expect(await finishDeletions(db)).toBe(1);
      const seat = await db.seat.findFirstOrThrow({ where: { matchId: id, seatIndex: 1 } });
      expect(seat).toMatchObject({
        userId: null,
        formerUserId: u.Cat,
        botStyle: "strong",
        playerDeleted: true,
        replacedBecause: "deleted",
      });
      expect(await finishDeletions(db)).toBe(0);
    });
  });
});
