/**
 * Mail in the recipient's language: a player whose setting is German gets German mail, one whose
 * setting is English the English mail, delivered through a real SMTP server on loopback.
 * A visitor registering from a German browser gets a German confirmation and keeps German as their setting;
 * sign-in links follow the account's setting, else the language of the request.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SECRET, deliver, emailOf, humanRng, makeUsers, playHumanTurn, startGlenMore } from "./helpers";
import { startTestSmtp, type TestSmtp } from "./smtp";
import { useDatabase } from "@/tests/support/for-each-database";
import type { Db } from "@/lib/db";
import { confirmRegistration, requestLoginLink, startRegistration } from "@/lib/accounts/accounts";
import { registerSchema } from "@/lib/accounts/validation";
import { requestLocale } from "@/lib/site/request-locale";
import { unsubscribeUrl } from "@/lib/notifications/unsubscribe";
import {
  notifyAutoVacation,
  notifyCancelProposed,
  notifyReminder,
  notifyTakenOver,
} from "@/lib/notifications/clock-events";
import { runDigestOnce } from "@/lib/notifications/digest";
import { loadMatch } from "@/lib/matches/store/store";
import { createMatch } from "@/lib/matches/lifecycle/lobby";

// A German browser with no cookie and nobody signed in: what the registration action sees.
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "accept-language": "de-DE,de;q=0.9,en;q=0.8" }),
  cookies: async () => ({ get: () => undefined }),
}));
vi.mock("@/lib/auth/current", () => ({ currentViewer: async () => null, currentUser: async () => null }));

const tokenFrom = (text: string) => text.match(/token=([A-Za-z0-9_-]+)/)?.[1] ?? "";
const input = (username: string, email: string) => registerSchema.parse({ username, email, password: "correct horse" });

describe("mail in the recipient's language", () => {
  const database = useDatabase("pglite");
  let db: Db;
  let smtp: TestSmtp;
  const users: Record<string, string> = {};

  beforeAll(async () => {
    db = database.db;
    const ids = await makeUsers(db, ["Ewan", "Greta", "Nora"]);
    ["Ewan", "Greta", "Nora"].forEach((n, i) => (users[n] = ids[i]!));
    await db.user.update({ where: { id: users.Ewan }, data: { locale: "en" } });
    await db.user.update({ where: { id: users.Greta }, data: { locale: "de" } });
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp?.stop();
  });

  it("a German player gets German turn mail, an English player the English one", async () => {
    // Ewan creates and invites Greta: her invitation is German.
    const id = await startGlenMore(db, users, [{ user: "Ewan" }, { user: "Greta" }], "mail-language");
    const rng = humanRng("mail-language");
    const turnMailTo = async (who: string) =>
      (await db.outboxMail.count({
        where: { matchId: id, kind: "turn", toAddress: emailOf(who), status: { not: "dropped" } },
      })) > 0;
    for (let i = 0; i < 60 && !((await turnMailTo("Ewan")) && (await turnMailTo("Greta"))); i++)
      await playHumanTurn(db, id, rng);
    await deliver(db, smtp);
    const to = (who: string) => smtp.received.filter((m) => m.to === emailOf(who));

    const invitation = to("Greta").find((m) => m.subject === `Glen More #${id}: Ewan lädt dich ein`);
    expect(invitation?.text).toContain(
      `Hallo Greta,\n\nEwan lädt dich zu Glen More #${id} ein.\nBedenkzeit: ohne Zeitlimit (wer 21 Tage lang nicht zieht, hat keine Zeit mehr).\n\nPlätze\n  Ewan\n  Greta\n`,
    );
    expect(invitation?.text).toContain("\nAnnehmen oder ablehnen: http://glenboard.test/matches/");

    const german = to("Greta").find((m) => m.subject === `Glen More #${id}: Du bist am Zug`);
    expect(german, "a German turn mail to Greta").toBeDefined();
    expect(german!.text.startsWith(`Hallo Greta,\n\nDu bist in Glen More #${id} am Zug.\n`)).toBe(true);
    expect(german!.text).toContain(`\nZur Partie: http://glenboard.test/matches/${id}\n\n--\n`);
    expect(german!.text).toContain(`Diese Partie stummschalten: ${unsubscribeUrl(users.Greta!, id, SECRET)}\n`);
    expect(german!.text).toContain(`Alle Mails abbestellen: ${unsubscribeUrl(users.Greta!, undefined, SECRET)}\n`);
    expect(german!.text).toContain("Benachrichtigungseinstellungen: http://glenboard.test/settings#notifications\n");
    expect(german!.html).toContain("<p>Hallo Greta,</p>");
    expect(german!.html).toContain(`<a href="http://glenboard.test/matches/${id}">Zur Partie</a>`);
    for (const english of ["Hello", "your turn", "Open the match", "Unsubscribe", "Mute this match"])
      expect(german!.text).not.toContain(english);

    const english = to("Ewan").find((m) => m.subject === `Glen More #${id}: your turn`);
    expect(english, "an English turn mail to Ewan").toBeDefined();
    expect(english!.text.startsWith(`Hello Ewan,\n\nIt is your turn in Glen More #${id}.\n`)).toBe(true);
    expect(english!.text).toContain(
      `\nOpen the match: http://glenboard.test/matches/${id}\n\n--\nMute this match: ${unsubscribeUrl(users.Ewan!, id, SECRET)}\n`,
    );
    expect(english!.text).toContain(
      `Unsubscribe from all mail: ${unsubscribeUrl(users.Ewan!, undefined, SECRET)}\nNotification settings: http://glenboard.test/settings#notifications\n`,
    );
    expect(english!.text).not.toContain("Hallo");
  });

  it("a user without a setting gets English mail", async () => {
    const id = await startGlenMore(db, users, [{ user: "Greta" }, { user: "Nora" }], "mail-language-none");
    await deliver(db, smtp);
    const invitation = smtp.received.find(
      (m) => m.to === emailOf("Nora") && m.subject === `Glen More #${id}: Greta invites you`,
    );
    expect(invitation?.text).toContain(
      `Hello Nora,\n\nGreta invites you to Glen More #${id}.\nTime: no time limit (a player who does not move for 21 days runs out of time).\n\nSeats\n  Greta\n  Nora\n`,
    );
  });

  it("reminders, vacation days, cancel proposals, take-overs and the digest are German for a German player", async () => {
    const id = (
      await db.match.findFirstOrThrow({
        where: { seats: { some: { userId: users.Greta } }, status: "running" },
        orderBy: { id: "asc" },
      })
    ).id;
    await db.user.update({ where: { id: users.Greta }, data: { timeZone: "Europe/Berlin" } });
    const now = new Date("2026-12-01T02:00:00Z");
    await db.$transaction(async (tx) => {
      const match = await loadMatch(tx, id);
      await notifyReminder(tx, match, users.Greta!, new Date("2026-12-01T13:05:00Z"), now);
      await notifyAutoVacation(tx, users.Greta!, new Date("2026-12-02T13:05:00Z"), 1, [`Glen More #${id}`]);
      await notifyCancelProposed(tx, match, users.Ewan!);
      await notifyTakenOver(tx, match, 0, "Ewan", "resign");
    });
    const mails = await db.outboxMail.findMany({
      where: {
        toAddress: emailOf("Greta"),
        kind: { in: ["reminder", "auto-vacation", "cancel-proposed", "player-replaced"] },
      },
      orderBy: { id: "asc" },
    });
    expect(mails.map((m) => m.subject)).toEqual([
      `Glen More #${id}: noch 11 Std. 5 Min. für deinen Zug`,
      "Für dich wurde ein Urlaubstag genommen",
      `Glen More #${id}: Ewan schlägt einen Abbruch vor`,
      `Glen More #${id}: Ewan hat aufgegeben`,
    ]);
    expect(mails[0]!.text).toContain(
      `Du bist in Glen More #${id} immer noch am Zug: noch 11 Std. 5 Min., bis Di., 1. Dez., 14:05 MEZ.`,
    );
    expect(mails[1]!.text).toContain(
      "Alle deine Uhren stehen bis Mi., 2. Dez., 14:05 MEZ.\nDu hast noch 1 Urlaubstag.",
    );
    expect(mails[2]!.text).toContain(
      `\nAuf der Partieseite antworten: http://glenboard.test/matches/${id}#cancel-vote\n`,
    );
    expect(mails[3]!.text).toContain(`In Glen More #${id} hat Ewan aufgegeben; ein Bot spielt jetzt diesen Platz.`);

    // A digest with an open invitation, in German.
    await db.user.update({
      where: { id: users.Greta },
      data: { notifyMode: "digest", digestHour: 8, lastDigestAt: null },
    });
    const invited = await createMatch(db, users.Ewan!, {
      gameKey: "glen-more",
      seats: [{ kind: "me" }, { kind: "invite", username: "Greta" }],
      testSeed: "digest",
    });
    if (!invited.ok) throw new Error(invited.message);
    expect((await runDigestOnce(db, new Date())).sent).toBe(1);
    const digest = (await db.outboxMail.findMany({ where: { toAddress: emailOf("Greta"), kind: "digest" } }))[0]!;
    expect(digest.subject).toMatch(/^Glenboard: (Einladungen warten auf dich|\d+ Partien? warte[nt] auf dich)$/);
    expect(digest.text).toContain("Hallo Greta,\n\nDeine tägliche Zusammenfassung.\n");
    expect(digest.text).toContain(
      `\nEinladungen\n  Glen More #${invited.value.matchId}: http://glenboard.test/matches/${invited.value.matchId}\n`,
    );
    expect(digest.text).toContain("\nZu „Meine Spiele“: http://glenboard.test/games\n");
    expect(digest.html).toContain("Zu „Meine Spiele“</a>");
    await db.user.update({ where: { id: users.Greta }, data: { notifyMode: "immediate" } });
  });

  it("registration from a German request stores German and sends a German confirmation", async () => {
    const locale = await requestLocale();
    expect(locale).toBe("de");
    expect(await startRegistration(db, input("Heike", "heike@example.test"), "10.9.0.1", new Date(), locale)).toEqual({
      ok: true,
    });
    const [mail] = await db.outboxMail.findMany({ where: { toAddress: "heike@example.test" } });
    expect(mail?.kind).toBe("registration-confirm");
    expect(mail?.subject).toBe("Bestätige deine Adresse");
    expect(mail?.text).toMatch(
      /^Hallo Heike,\n\nÖffne diesen Link innerhalb von 24 Stunden, um dein Glenboard-Konto fertig anzulegen:\n\nhttp:\/\/glenboard\.test\/register\/confirm\?token=[\w-]+\n\nFalls du dich nicht registriert hast, ignoriere diese Mail: Ohne diesen Link wird kein Konto angelegt\.\n$/,
    );
    expect(mail?.html).toContain("<p>Hallo Heike,</p>");
    const userId = await confirmRegistration(db, tokenFrom(mail!.text));
    expect((await db.user.findUniqueOrThrow({ where: { id: userId! } })).locale).toBe("de");
  });

  it("an English registration keeps the English mail as it was; without a language the account has no setting", async () => {
    await startRegistration(db, input("Ian", "ian@example.test"), "10.9.0.2", new Date(), "en");
    const [mail] = await db.outboxMail.findMany({ where: { toAddress: "ian@example.test" } });
    expect(mail?.subject).toBe("Confirm your address");
    expect(mail?.text).toBe(
      `Hello Ian,\n\nOpen this link within 24 hours to finish creating your Glenboard account:\n\nhttp://glenboard.test/register/confirm?token=${tokenFrom(mail!.text)}\n\nIf you did not register, ignore this mail: no account is created without this link.\n`,
    );
    expect(
      (await db.user.findUniqueOrThrow({ where: { id: (await confirmRegistration(db, tokenFrom(mail!.text)))! } }))
        .locale,
    ).toBe("en");
    await startRegistration(db, input("Jill", "jill@example.test"), "10.9.0.3");
    const [plain] = await db.outboxMail.findMany({ where: { toAddress: "jill@example.test" } });
    expect(plain?.subject).toBe("Confirm your address");
    expect(
      (await db.user.findUniqueOrThrow({ where: { id: (await confirmRegistration(db, tokenFrom(plain!.text)))! } }))
        .locale,
    ).toBeNull();
  });

  it("a registration with a known address is answered in the owner's language", async () => {
    await startRegistration(db, input("Newgreta", emailOf("Greta")), "10.9.0.4", new Date(), "en");
    const mail = (
      await db.outboxMail.findMany({ where: { toAddress: emailOf("Greta"), kind: "registration-known" } })
    ).at(-1);
    expect(mail?.subject).toBe("Du hast schon ein Konto");
    expect(mail?.text).toContain("Sie gehört bereits zum Konto „Greta“.");
  });

  it("sign-in and reset links: the account's setting, else the request's language", async () => {
    const last = async (who: string) =>
      (await db.outboxMail.findMany({ where: { toAddress: emailOf(who) }, orderBy: { id: "desc" }, take: 1 }))[0]!;
    const ask = async (purpose: "magic" | "reset", who: string, locale: "en" | "de") => {
      const r = await requestLoginLink(
        db,
        purpose,
        emailOf(who),
        `10.8.${who.length}.${purpose.length}`,
        new Date(),
        locale,
      );
      if (!r.ok) throw new Error(r.message);
      await r.deliver?.();
      return last(who);
    };
    // Ewan's setting is English: a German request still gets him English.
    const ewan = await ask("magic", "Ewan", "de");
    expect(ewan.subject).toBe("Your sign-in link");
    expect(ewan.text).toMatch(
      /^Hello Ewan,\n\nOpen this link within 15 minutes to sign in:\n\nhttp:\/\/glenboard\.test\/signin\/magic\?token=[\w-]+\n\nIf you did not ask for this, ignore this mail\.\n$/,
    );
    expect((await ask("reset", "Greta", "en")).subject).toBe("Passwort zurücksetzen");
    // Nora has no setting: the request's language.
    const nora = await ask("magic", "Nora", "de");
    expect(nora.subject).toBe("Dein Anmeldelink");
    expect(nora.html).toContain(">Anmelden</a>");
  });
});
