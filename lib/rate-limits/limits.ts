/**
 * Every limit the site enforces, in one table: what is counted, per whom, how many per window, and the
 * sentence a refused person reads. The figures are chosen so that a person using the site normally never
 * meets them, and a script abusing it is stopped within seconds. docs/operating.md "Limits" lists them.
 */
import { env } from "@/lib/env";
// The English sentences live in the message catalogue (errors.limits), beside their German ones: pages show
// them in the viewer's language (lib/presentation/refusal-text.ts), the JSON API and logs in English.
import englishErrors from "@/lib/i18n/messages/en/errors.json";

const sentences = englishErrors.limits;
import type { Window } from "./counter";

export interface LimitRule {
  windows: Window[];
  /** Why the request was refused and what to do (English); `{wait}` becomes "1 minute", "12 minutes", ... */
  message: string;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function limitRules() {
  const perMinute = env().SIGNIN_LIMIT_PER_MINUTE;
  return {
    /** Password attempts per account (username and email are one account). */
    signInAccount: {
      windows: [
        { max: perMinute, seconds: MINUTE },
        { max: perMinute * 10, seconds: DAY },
      ],
      message: sentences.signInAccount,
    },
    /** Password attempts per client address. */
    signInAddress: {
      windows: [
        { max: perMinute, seconds: MINUTE },
        { max: perMinute * 20, seconds: DAY },
      ],
      message: sentences.signInAddress,
    },
    /** Requests that send an account mail (sign-in link, reset link, registration), per client address. */
    accountMailAddress: {
      windows: [{ max: 10, seconds: HOUR }],
      message: sentences.accountMailAddress,
    },
    /**
     * Account mails to one address. Three per ten minutes with links valid for fifteen: whoever asks for them,
     * the owner of the address always has a fresh link in the inbox, and nobody can flood it.
     */
    accountMailTarget: {
      windows: [{ max: 3, seconds: 10 * MINUTE }],
      message: sentences.accountMailTarget,
    },
    matchCreate: {
      windows: [{ max: 20, seconds: HOUR }],
      message: sentences.matchCreate,
    },
    invitations: {
      windows: [{ max: 40, seconds: HOUR }],
      message: sentences.invitations,
    },
    /** Joining, leaving and starting: each tells the other players by mail. */
    lobby: {
      windows: [{ max: 30, seconds: HOUR }],
      message: sentences.lobby,
    },
    /** Opening live streams (each costs a few queries): a page opens one per match it shows, a script one. */
    liveStreams: {
      windows: [{ max: 300, seconds: 10 * MINUTE }],
      message: sentences.liveStreams,
    },
    apiTokens: {
      windows: [{ max: 10, seconds: HOUR }],
      message: sentences.apiTokens,
    },
    /** Chat messages per author, every match together (the 10 a minute). */
    chat: {
      windows: [
        { max: 10, seconds: MINUTE },
        { max: 300, seconds: DAY },
      ],
      message: sentences.chat,
    },
    /** Saving one's private notes (each save is a write). */
    notes: {
      windows: [{ max: 30, seconds: MINUTE }],
      message: sentences.notes,
    },
    /** Reports of messages and mutes of players, per user. */
    chatModeration: {
      windows: [{ max: 30, seconds: HOUR }],
      message: sentences.chatModeration,
    },
    /**
     * Account self-service with the current password (change password, change e-mail, delete the account),
     * per user, counted before the password is checked: a stolen session cannot guess the password through
     * these forms faster than this, and nobody changes their address or password ten times an hour.
     */
    accountChange: {
      windows: [{ max: 10, seconds: HOUR }],
      message: sentences.accountChange,
    },
    /** Saving and removing web push subscriptions, per user (a browser subscribes once; a script may loop). */
    pushSubscriptions: {
      windows: [{ max: 30, seconds: HOUR }],
      message: sentences.pushSubscriptions,
    },
    /** Guests made by "Try it against a bot", per client address (lib/guests). */
    guestCreate: {
      windows: [{ max: 10, seconds: HOUR }],
      message: sentences.guestCreate,
    },
    /** "Download my data" per user (each reads every match of theirs, streamed). */
    dataExport: {
      windows: [{ max: 5, seconds: HOUR }],
      message: sentences.dataExport,
    },
    /** "Play now": seeking and cancelling together, per user (lib/seeks; each seek runs a matching pass). */
    seeks: {
      windows: [
        { max: 10, seconds: MINUTE },
        { max: 60, seconds: HOUR },
      ],
      message: sentences.seeks,
    },
    /** Tournaments: creating, joining, leaving and starting together, per user (lib/tournaments). */
    tournaments: {
      windows: [
        { max: 10, seconds: MINUTE },
        { max: 60, seconds: HOUR },
      ],
      message: sentences.tournaments,
    },
  } satisfies Record<string, LimitRule>;
}

export type LimitName = keyof ReturnType<typeof limitRules>;
