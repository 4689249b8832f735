"use client";
import { useActionState, useState } from "react";
import Link from "next/link";
import { createMatchAction } from "@/app/actions/matches";
import { initialFormState } from "@/lib/site/form-state";
import { FormMessage } from "@/components/forms/field";
import { TimeControlFields } from "./time-control-fields";
import { VariantFields, type VariantChoice } from "./variant-fields";

interface GameChoice {
  key: string;
  name: string;
  min: number;
  max: number;
  variants: VariantChoice[];
}

export function NewMatchForm({ games, initialGame }: { games: GameChoice[]; initialGame?: string }) {
  const [state, action, pending] = useActionState(createMatchAction, initialFormState);
  const [gameKey, setGameKey] = useState(state.values?.gameKey ?? (games.some((g) => g.key === initialGame) ? initialGame : games[0]?.key) ?? "");
  const game = games.find((g) => g.key === gameKey);
  const [count, setCount] = useState(Number(state.values?.seats) || game?.min || 2);
  const seats = Math.min(Math.max(count, game?.min ?? 1), game?.max ?? 1);
  const [kinds, setKinds] = useState<Record<number, string>>({});

  return (
    <form action={action} className="card max-w-xl space-y-4" noValidate>
      <div>
        <label htmlFor="gameKey" className="label">
          Game
        </label>
        <select id="gameKey" name="gameKey" className="field" value={gameKey} onChange={(e) => setGameKey(e.target.value)}>
          {games.map((g) => (
            <option key={g.key} value={g.key}>
              {g.name} ({g.min}–{g.max} players)
            </option>
          ))}
        </select>
        {game ? (
          // A new tab, so the form keeps what has been filled in.
          <Link className="mt-1 inline-block text-sm underline" href={`/rules/${game.key}`} target="_blank" data-testid="how-to-play-link">
            How to play {game.name} <span className="text-stone-500">(opens in a new tab)</span>
          </Link>
        ) : null}
      </div>
      <div>
        <label htmlFor="seats" className="label">
          Players
        </label>
        <select id="seats" name="seats" className="field" value={seats} onChange={(e) => setCount(Number(e.target.value))}>
          {Array.from({ length: (game?.max ?? 1) - (game?.min ?? 1) + 1 }, (_, i) => (game?.min ?? 1) + i).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="space-y-3">
        <legend className="label">Seats</legend>
        <p className="text-sm">Seat 1: you</p>
        {Array.from({ length: seats - 1 }, (_, k) => k + 1).map((i) => {
          const kind = kinds[i] ?? state.values?.[`seat${i}`] ?? "open";
          const err = state.fieldErrors?.[`seat${i}`];
          return (
            <div key={i} className="flex flex-wrap items-end gap-2">
              <div>
                <label htmlFor={`seat${i}`} className="label">
                  Seat {i + 1}
                </label>
                <select id={`seat${i}`} name={`seat${i}`} className="field" value={kind} onChange={(e) => setKinds({ ...kinds, [i]: e.target.value })}>
                  <option value="open">Open for anyone</option>
                  <option value="invite">Invite a user</option>
                  <option value="bot-greedy">Bot (prefers points)</option>
                  <option value="bot-random">Bot (random)</option>
                </select>
              </div>
              {kind === "invite" ? (
                <div className="grow">
                  <label htmlFor={`seat${i}-username`} className="label">
                    Username
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
        <VariantFields key={game.key} variants={game.variants} chosen={state.values?.variants?.split(",") ?? []} error={state.fieldErrors?.options} />
      ) : null}
      <TimeControlFields values={state.values} error={state.fieldErrors?.timeControl} />
      <div>
        <label htmlFor="note" className="label">
          Note (optional)
        </label>
        <input id="note" name="note" maxLength={300} className="field" defaultValue={state.values?.note} />
      </div>
      <fieldset className="space-y-1">
        <legend className="label">Options</legend>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="rated" defaultChecked={state.values?.rated === "on"} data-testid="rated" />
          Rated: the result counts for the ratings (only without bots)
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="friendsOnly" defaultChecked={state.values?.friendsOnly === "on"} data-testid="friends-only" />
          Open seats for my friends only
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="chatPublic" defaultChecked={state.values?.chatPublic === "on"} data-testid="chat-public" />
          Spectators may read the chat
        </label>
      </fieldset>
      <FormMessage message={state.message} ok={state.ok} />
      <button className="btn btn-primary" disabled={pending}>
        Create match
      </button>
    </form>
  );
}
