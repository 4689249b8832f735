/**
 * Every limit the site enforces, in one table: what is counted, per whom, how many per window, and the
 * sentence a refused person reads. The figures are chosen so that a person using the site normally never
 * meets them, and a script abusing it is stopped within seconds. README "Limits" lists them.
 */
import { env } from "@/lib/env";
import type { Window } from "./counter";

export interface LimitRule {
  windows: Window[];
  /** Why the request was refused and what to do; `{wait}` becomes "1 minute", "12 minutes", ... */
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
      windows: [{ max: perMinute, seconds: MINUTE }, { max: perMinute * 10, seconds: DAY }],
      message: "Too many failed sign-ins for this account. Try again in {wait}, or sign in with a link by email below.",
    },
    /** Password attempts per client address. */
    signInAddress: {
      windows: [{ max: perMinute, seconds: MINUTE }, { max: perMinute * 20, seconds: DAY }],
      message: "Too many failed sign-ins from your network. Try again in {wait}.",
    },
    /** Requests that send an account mail (sign-in link, reset link, registration), per client address. */
    accountMailAddress: {
      windows: [{ max: 10, seconds: HOUR }],
      message: "Too many mail requests from your network. Try again in {wait}.",
    },
    /**
     * Account mails to one address. Three per ten minutes with links valid for fifteen: whoever asks for them,
     * the owner of the address always has a fresh link in the inbox, and nobody can flood it.
     */
    accountMailTarget: {
      windows: [{ max: 3, seconds: 10 * MINUTE }],
      message: "Several mails went to that address a moment ago. Use the newest one, or ask again in {wait}.",
    },
    matchCreate: {
      windows: [{ max: 20, seconds: HOUR }],
      message: "You have created many matches in a short time. Try again in {wait}.",
    },
    invitations: {
      windows: [{ max: 40, seconds: HOUR }],
      message: "You have invited many players in a short time. Try again in {wait}.",
    },
    /** Joining, leaving and starting: each tells the other players by mail. */
    lobby: {
      windows: [{ max: 30, seconds: HOUR }],
      message: "You have joined and left many matches in a short time. Try again in {wait}.",
    },
    /** Opening live streams (each costs a few queries): a page opens one per match it shows, a script one. */
    liveStreams: {
      windows: [{ max: 300, seconds: 10 * MINUTE }],
      message: "You opened many live streams in a short time. Try again in {wait}; meanwhile pages check for changes by themselves.",
    },
    apiTokens: {
      windows: [{ max: 10, seconds: HOUR }],
      message: "You have created many API tokens in a short time. Try again in {wait}.",
    },
    /** Chat messages per author, every match together (the 10 a minute). */
    chat: {
      windows: [{ max: 10, seconds: MINUTE }, { max: 300, seconds: DAY }],
      message: "You have sent many messages in a short time. Wait {wait} before the next one.",
    },
    /** Saving one's private notes (each save is a write). */
    notes: {
      windows: [{ max: 30, seconds: MINUTE }],
      message: "Your notes were saved many times in a short time. Try again in {wait}.",
    },
    /** Reports of messages and mutes of players, per user. */
    chatModeration: {
      windows: [{ max: 30, seconds: HOUR }],
      message: "You have reported or muted many times in a short time. Try again in {wait}.",
    },
  } satisfies Record<string, LimitRule>;
}

export type LimitName = keyof ReturnType<typeof limitRules>;
