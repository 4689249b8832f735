/**
 * The variants' pieces on the Stone Age board: what each chosen variant has out (the winter's prices, the
 * animals in play, the mammoth herd and its tile, the igloos), and the choices they add, built only from the
 * legal moves (moving people onto the mammoth tile, the tamer's bonus, buying an igloo).
 */
import { useState } from "react";
import type { StoneAgeMove, StoneAgeView } from "@/lib/games/stone-age";
import { GOOD_VALUE, MAMMOTH_BY_ID, MATERIALS } from "@/lib/games/stone-age/data";
import { rewardText } from "@/lib/games/stone-age/reward-text";
import { IGLOO_RULES } from "@/lib/games/stone-age/site-values";
import { TEXT_VALUES, VARIANT_INFO } from "@/lib/games/stone-age/variants";
import type { SeatInfo } from "@/lib/matches/views";
import { seatName } from "../types";
import { Die, GoodIcon } from "./pieces";
import { animalText, locationTitle, paymentText, peopleText } from "./labels";
import type { StoneAgeText } from "../board-text";
import { fill } from "@/lib/i18n/client-text";
import { DIRECT_LIST_MAX, movesOfType } from "./moves";
import { PaymentPicker } from "./payment-picker";

interface Props {
  tx: StoneAgeText;
  view: StoneAgeView;
  seats: SeatInfo[];
}

/** A mammoth tile's face: its back (area) and both bonuses. */
export function MammothTile({ id }: { id: string }) {
  const t = MAMMOTH_BY_ID[id];
  if (!t) return null;
  return (
    <span className="inline-flex flex-col rounded border border-amber-700 bg-amber-50 px-1.5 py-0.5 text-xs" data-mammoth={id}>
      <span>
        “1” bonus: <strong>{rewardText(t.one)}</strong>
      </span>
      <span>“all” bonus: {rewardText(t.all)}</span>
    </span>
  );
}

/** What the chosen variants have out now; nothing for the base game. */
export function VariantsPanel({ tx, view, seats }: Props) {
  if (view.variants.length === 0) return null;
  const has = (v: (typeof view.variants)[number]) => view.variants.includes(v);
  return (
    <section aria-label="Variants" className="card space-y-2 text-sm" data-testid="sa-variants">
      <h2>Variants</h2>
      <ul className="space-y-1.5">
        {has("harsh-winter") ? (
          <li data-testid="sa-winter">
            <strong>❄ {VARIANT_INFO["harsh-winter"].name}:</strong> pay 1 extra stone with a building that has a printed price for +{TEXT_VALUES.winterStone.points}{" "}
            points, 1 extra gold with a card for +{TEXT_VALUES.winterGold.points} points.
          </li>
        ) : null}
        {has("igloos") ? (
          <li data-testid="sa-igloos">
            <strong>{VARIANT_INFO.igloos.name}:</strong> 3 resources of one kind in your action turn:{" "}
            {MATERIALS.map((m) => `${m} ${TEXT_VALUES.iglooCost * GOOD_VALUE[m]}`).join(", ")} points; {IGLOO_RULES.perRound} igloo{IGLOO_RULES.perRound === 1 ? "" : "s"} a round,{" "}
            {IGLOO_RULES.perPlayer} each in all. Not a building for the hut builders.
          </li>
        ) : null}
        {has("new-huts") ? (
          <li>
            <strong>{VARIANT_INFO["new-huts"].name}:</strong> the building stacks hold six new huts that score less but give a bonus.
          </li>
        ) : null}
        {view.animals ? <AnimalsLine tx={tx} animals={view.animals} seats={seats} /> : null}
        {view.herd ? <HerdLine tx={tx} view={view} seats={seats} /> : null}
      </ul>
    </section>
  );
}

function AnimalsLine({ tx, animals, seats }: { tx: StoneAgeText; animals: NonNullable<StoneAgeView["animals"]>; seats: SeatInfo[] }) {
  const last = animals.lastDriveOff;
  return (
    <li data-testid="sa-animals">
      <strong>{VARIANT_INFO["wild-animals"].name}:</strong>{" "}
      {animals.inPlay.length === 0
        ? "no animal in play."
        : `${animals.inPlay.map((a) => animalText(tx, a)).join(", ")} in play: every dice roll −${animals.penalty}. ${peopleText(tx, animals.needed)} on the ${animalText(tx, animals.inPlay[0] ?? "").split(" (")[0]} drive it off.`}
      {animals.gone.length > 0 ? ` Driven off: ${animals.gone.map((a) => animalText(tx, a).split(" (")[0]).join(", ")}.` : ""}
      {last ? (
        <span className="block text-xs text-stone-600">
          Last drive-off: {last.dice.flatMap((d, i) => (d.length ? [`${seatName(seats, i)} rolled ${d.join(", ")}`] : [])).join("; ")}.
        </span>
      ) : null}
    </li>
  );
}

function HerdLine({ tx, view, seats }: Props) {
  const h = view.herd;
  if (!h) return null;
  const riders = h.riders.flatMap((n, i) => (n > 0 ? [`${seatName(seats, i)} ${n}`] : []));
  return (
    <li data-testid="sa-herd">
      <strong>{VARIANT_INFO["mammoth-herd"].name}:</strong>{" "}
      {h.tile && h.area ? (
        <>
          the herd stands at the <strong>{locationTitle(tx, h.area).toLowerCase()}</strong>. <MammothTile id={h.tile} />
          {riders.length > 0 ? ` On the tile: ${riders.join(", ")}.` : " Nobody on the tile yet."}
        </>
      ) : h.pileCount === 0 && !h.tile ? (
        "no tiles left: the herd is gone."
      ) : (
        "the tile of this round is gone."
      )}{" "}
      <span className="text-xs text-stone-600">
        {h.pileCount} face down{h.nextArea ? `; next round: the ${locationTitle(tx, h.nextArea).toLowerCase()}` : ""}.
      </span>
      {h.taming ? (
        <span className="block text-xs text-stone-600" data-testid="sa-taming">
          Taming roll: {h.taming.dice.flatMap((d, i) => (d.length ? [`${seatName(seats, i)} ${d.reduce((a, b) => a + b, 0)}`] : [])).join(", ")}; {seatName(seats, h.taming.tamer)} tamed it
          {h.taming.bonus ? ` and chose the ${h.taming.bonus === "one" ? "“1”" : "“all”"} bonus` : ""}.
        </span>
      ) : null}
    </li>
  );
}

interface ChoiceProps {
  tx: StoneAgeText;
  view: StoneAgeView;
  legalMoves: StoneAgeMove[];
  busy: boolean;
  onMove: (m: StoneAgeMove) => void;
}

/** After a roll at the herd's area: how many of those people move onto the tile, and how they pay. */
export function HerdJoin({ tx, view, legalMoves, busy, onMove }: ChoiceProps) {
  const joins = movesOfType(legalMoves, "join-herd");
  const skip = movesOfType(legalMoves, "skip-herd")[0];
  const counts = [...new Set(joins.map((m) => m.count))].sort((a, b) => a - b);
  const [count, setCount] = useState<number | null>(counts.length === 1 ? (counts[0] ?? null) : null);
  const [food, setFood] = useState<number | null>(null);
  if (!skip) return null;
  const forCount = joins.filter((m) => m.count === count);
  const foods = [...new Set(forCount.map((m) => m.food))].sort((a, b) => b - a);
  return (
    <div className="rounded border border-amber-600 bg-amber-50 p-2" data-testid="sa-herd-join">
      <h3 className="font-semibold">Move people onto the mammoth tile?</h3>
      <p className="text-sm">
        Each costs 1 food or 1 resource. After all actions, everyone on the tile rolls a die per person; the highest sum tames the mammoth.
        {view.herd?.tile ? " " : ""}
        {view.herd?.tile ? <MammothTile id={view.herd.tile} /> : null}
      </p>
      <div className="mt-2 flex flex-wrap gap-1.5" role="group" aria-label="How many people">
        {counts.map((n) => (
          <button key={n} className={`btn ${count === n ? "ring-2 ring-amber-500" : ""}`} aria-pressed={count === n} onClick={() => (setCount(n), setFood(null))} data-move-type="join-herd">
            {peopleText(tx, n)}
          </button>
        ))}
        <button className="btn" disabled={busy} onClick={() => onMove(skip)} data-move-type={skip.type}>
          Keep them away
        </button>
      </div>
      {count !== null && forCount.length <= DIRECT_LIST_MAX ? (
        <ul className="mt-2 flex flex-col gap-1.5">
          {forCount.map((m, i) => (
            <li key={i}>
              <button className="btn w-full justify-start text-left sm:w-auto" disabled={busy} onClick={() => onMove(m)} data-move-type={m.type}>
                Move {peopleText(tx, m.count)}, paying {joinCostText(tx, m)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {count !== null && forCount.length > DIRECT_LIST_MAX ? (
        <div className="mt-2 flex flex-wrap items-center gap-1.5 text-sm" role="group" aria-label="How much food">
          Pay with food:
          {foods.map((f) => (
            <button key={f} className={`btn ${food === f ? "ring-2 ring-amber-500" : ""}`} aria-pressed={food === f} onClick={() => setFood(f)} data-move-type="join-herd">
              {f} food
            </button>
          ))}
        </div>
      ) : null}
      {count !== null && forCount.length > DIRECT_LIST_MAX && food !== null ? (
        <PaymentPicker
          tx={tx}
          key={`${count}-${food}`}
          options={forCount.filter((m) => m.food === food).map((m) => ({ payment: m.payment, move: m }))}
          extra={() => null}
          busy={busy}
          onPick={onMove}
          verb={`Move ${peopleText(tx, count)}, paying ${food} food and`}
        />
      ) : null}
    </div>
  );
}

/** "1 food, 1 wood": what moving onto the tile costs with this move. */
function joinCostText(tx: StoneAgeText, m: Extract<StoneAgeMove, { type: "join-herd" }>): string {
  const parts = [m.food > 0 ? `${m.food} food` : "", MATERIALS.some((r) => m.payment[r] > 0) ? paymentText(tx, m.payment) : ""].filter(Boolean);
  return parts.join(", ") || "nothing";
}

/** The tamer's choice: the "1" bonus or the "all" bonus. */
export function TameChoice({ tx, view, legalMoves, busy, onMove }: ChoiceProps) {
  const moves = movesOfType(legalMoves, "tame");
  const t = view.herd?.taming;
  const tile = t ? MAMMOTH_BY_ID[t.tile] : undefined;
  if (moves.length === 0 || !t || !tile) return null;
  return (
    <div className="rounded border border-amber-600 bg-amber-50 p-2" data-testid="sa-tame">
      <h3 className="font-semibold">You tamed the mammoth! Choose your bonus</h3>
      <p className="mb-1 flex flex-wrap items-center gap-1 text-sm">
        Your dice: {(t.dice[t.tamer] ?? []).map((d, i) => <Die key={i} face={d} size={20} label={fill(tx.ui.board.dieShowing, { face: d })} />)} The others on the tile take the “all” bonus; you keep the tile.
      </p>
      <div className="flex flex-wrap gap-1.5">
        {moves.map((m) => (
          <button key={m.bonus} className="btn btn-primary" disabled={busy} onClick={() => onMove(m)} data-move-type={m.type}>
            {m.bonus === "one" ? `“1” bonus: ${rewardText(tile.one)}` : `“all” bonus: ${rewardText(tile.all)}`}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Buying an igloo in one's action turn. */
export function IglooOptions({ legalMoves, busy, onMove }: Omit<ChoiceProps, "view">) {
  const moves = movesOfType(legalMoves, "build-igloo");
  if (moves.length === 0) return null;
  return (
    <div className="rounded border border-sky-300 bg-sky-50 p-2" data-testid="sa-igloo">
      <h3 className="font-semibold">Build an igloo (no person needed)</h3>
      <div className="mt-1 flex flex-wrap gap-1.5">
        {moves.map((m) => (
          <button key={m.resource} className="btn" disabled={busy} onClick={() => onMove(m)} data-move-type={m.type}>
            {Array.from({ length: TEXT_VALUES.iglooCost }, (_, k) => (
              <GoodIcon key={k} good={m.resource} />
            ))}{" "}
            3 {m.resource} → {TEXT_VALUES.iglooCost * GOOD_VALUE[m.resource]} points
          </button>
        ))}
      </div>
    </div>
  );
}
