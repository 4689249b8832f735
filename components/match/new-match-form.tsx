"use client";
import { useActionState, useState } from "react";
import Link from "next/link";
import { createMatchAction } from "@/app/actions/matches";
import { initialFormState } from "@/lib/site/form-state";
import { FormMessage } from "@/components/forms/field";
import { fill } from "@/lib/i18n/client-text";
import { TimeControlFields, type TimeControlLabels } from "./time-control-fields";
import { VariantFields, type VariantChoice } from "./variant-fields";
import { PlayerSeedField } from "./player-seed-field";

interface GameChoice {
  key: string;
  name: string;
  min: number;
  max: number;
  variants: VariantChoice[];
  /** "Glen More (2–5 players)", in the reader's language. */
  option: string;
  /** "How to play Glen More". */
  howToPlay: string;
}

/** The form's words in the reader's language, looked up by the server page (catalogue "lobby.newMatch"). */
export interface NewMatchLabels {
  game: string;
  newTab: string;
  players: string;
  seats: string;
  seatYou: string;
  /** "Seat {n}": filled here, for each seat after the first. */
  seat: string;
  kindOpen: string;
  kindInvite: string;
  kindBotStrong: string;
  kindBotGreedy: string;
  kindBotRandom: string;
  /** "Thinking time per move" of a strong bot, and "{n} s" for each choice. */
  budget: string;
  budgetSeconds: string;
  username: string;
  note: string;
  options: string;
  rated: string;
  friendsOnly: string;
  chatPublic: string;
  create: string;
  variants: string;
  clock: TimeControlLabels;
}

export function NewMatchForm({
  games,
  initialGame,
  labels,
}: {
  games: GameChoice[];
  initialGame?: string;
  labels: NewMatchLabels;
}) {
  const [state, action, pending] = useActionState(createMatchAction, initialFormState);
  const [gameKey, setGameKey] = useState(
    state.values?.gameKey ?? (games.some((g) => g.key === initialGame) ? initialGame : games[0]?.key) ?? "",
  );
  const game = games.find((g) => g.key === gameKey);
  const [count, setCount] = useState(Number(state.values?.seats) || game?.min || 2);
  const seats = Math.min(Math.max(count, game?.min ?? 1), game?.max ?? 1);
  const [kinds, setKinds] = useState<Record<number, string>>({});

  return (
    <form action={action} className="card max-w-xl space-y-4" noValidate>
      <PlayerSeedField />
      <div>
        <label htmlFor="gameKey" className="label">
          {labels.game}
        </label>
        <select
          id="gameKey"
          name="gameKey"
          className="field"
          value={gameKey}
          onChange={(e) => setGameKey(e.target.value)}
        >
          {games.map((g) => (
            <option key={g.key} value={g.key}>
              {g.option}
            </option>
          ))}
        </select>
        {game ? (
          // A new tab, so the form keeps what has been filled in.
          <Link
            prefetch={false}
            className="mt-1 inline-block text-sm underline"
            href={`/rules/${game.key}`}
            target="_blank"
            data-testid="how-to-play-link"
          >
            {game.howToPlay} <span className="text-stone-500">{labels.newTab}</span>
          </Link>
        ) : null}
      </div>
      <div>
        <label htmlFor="seats" className="label">
          {labels.players}
        </label>
        <select
          id="seats"
          name="seats"
          className="field"
          value={seats}
          onChange={(e) => setCount(Number(e.target.value))}
        >
          {Array.from({ length: (game?.max ?? 1) - (game?.min ?? 1) + 1 }, (_, i) => (game?.min ?? 1) + i).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="space-y-3">
        <legend className="label">{labels.seats}</legend>
        <p className="text-sm">{labels.seatYou}</p>
        {Array.from({ length: seats - 1 }, (_, k) => k + 1).map((i) => {
          const kind = kinds[i] ?? state.values?.[`seat${i}`] ?? "open";
          const err = state.fieldErrors?.[`seat${i}`];
          return (
            <div key={i} className="flex flex-wrap items-end gap-2">
              <div>
                <label htmlFor={`seat${i}`} className="label">
                  {fill(labels.seat, { n: i + 1 })}
                </label>
                <select
                  id={`seat${i}`}
                  name={`seat${i}`}
                  className="field"
                  value={kind}
                  onChange={(e) => setKinds({ ...kinds, [i]: e.target.value })}
                >
                  <option value="open">{labels.kindOpen}</option>
                  <option value="invite">{labels.kindInvite}</option>
                  <option value="bot-strong">{labels.kindBotStrong}</option>
                  <option value="bot-greedy">{labels.kindBotGreedy}</option>
                  <option value="bot-random">{labels.kindBotRandom}</option>
                </select>
              </div>
              {kind === "invite" ? (
                <div className="grow">
                  <label htmlFor={`seat${i}-username`} className="label">
                    {labels.username}
                  </label>
                  <input
                    id={`seat${i}-username`}
                    name={`seat${i}-username`}
                    className="field"
                    defaultValue={state.values?.[`seat${i}-username`]}
                    aria-invalid={err ? true : undefined}
                    aria-describedby={err ? `seat${i}-error` : undefined}
                  />
                </div>
              ) : null}
              {kind === "bot-strong" ? (
                <div>
                  <label htmlFor={`seat${i}-budget`} className="label">
                    {labels.budget}
                  </label>
                  <select
                    id={`seat${i}-budget`}
                    name={`seat${i}-budget`}
                    className="field"
                    defaultValue={state.values?.[`seat${i}-budget`] ?? "1"}
                  >
                    {[1, 2, 5].map((n) => (
                      <option key={n} value={n}>
                        {fill(labels.budgetSeconds, { n })}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
              {err ? (
                <p id={`seat${i}-error`} className="field-error w-full">
                  {err.join(" ")}
                </p>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      {game && game.variants.length > 0 ? (
        <VariantFields
          key={game.key}
          variants={game.variants}
          chosen={state.values?.variants?.split(",") ?? []}
          error={state.fieldErrors?.options}
          legend={labels.variants}
        />
      ) : null}
      <TimeControlFields values={state.values} error={state.fieldErrors?.timeControl} labels={labels.clock} />
      <div>
        <label htmlFor="note" className="label">
          {labels.note}
        </label>
        <input id="note" name="note" maxLength={300} className="field" defaultValue={state.values?.note} />
      </div>
      <fieldset className="space-y-1">
        <legend className="label">{labels.options}</legend>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="rated" defaultChecked={state.values?.rated === "on"} data-testid="rated" />
          {labels.rated}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            name="friendsOnly"
            defaultChecked={state.values?.friendsOnly === "on"}
            data-testid="friends-only"
          />
          {labels.friendsOnly}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            name="chatPublic"
            defaultChecked={state.values?.chatPublic === "on"}
            data-testid="chat-public"
          />
          {labels.chatPublic}
        </label>
      </fieldset>
      <FormMessage message={state.message} ok={state.ok} />
      <button className="btn btn-primary" disabled={pending}>
        {labels.create}
      </button>
    </form>
  );
}
