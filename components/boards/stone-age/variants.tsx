/**
 * The variants' pieces on the Stone Age board: what each chosen variant has out (the winter's prices, the
 * animals in play, the mammoth herd and its tile, the igloos), and the choices they add, built only from the
 * legal moves (moving people onto the mammoth tile, the tamer's bonus, buying an igloo).
 */
import { useState } from "react";
import type { StoneAgeMove, StoneAgeView } from "@/lib/games/stone-age";
import { ANIMAL_BY_ID, GOOD_VALUE, GOODS, MAMMOTH_BY_ID, MATERIALS } from "@/lib/games/stone-age/data";
import type { Reward } from "@/lib/games/stone-age/site-values";
import { IGLOO_RULES } from "@/lib/games/stone-age/site-values";
import { TEXT_VALUES } from "@/lib/games/stone-age/variants";
import type { SeatInfo } from "@/lib/matches/read/views";
import { seatName } from "../types";
import { Die, GoodIcon } from "./pieces";
import { amountText, animalName, animalText, goodName, locationTitle, paymentText, peopleText, plural } from "./labels";
import type { StoneAgeText } from "./text";
import { fill } from "@/lib/i18n/client-text";
import { DIRECT_LIST_MAX, movesOfType } from "./moves";
import { PaymentPicker } from "./payment-picker";

interface Props {
  tx: StoneAgeText;
  view: StoneAgeView;
  seats: SeatInfo[];
}

/** A mammoth tile's face: its back (area) and both bonuses. */
export function MammothTile({ tx, id }: { tx: StoneAgeText; id: string }) {
  const t = MAMMOTH_BY_ID[id];
  if (!t) return null;
  const ui = tx.ui.variants;
  return (
    <span
      className="inline-flex flex-col rounded border border-amber-700 bg-amber-50 px-1.5 py-0.5 text-xs"
      data-mammoth={id}
    >
      <span>
        {ui.oneBonus} <strong>{rewardText(tx, t.one)}</strong>
      </span>
      <span>
        {ui.allBonus} {rewardText(tx, t.all)}
      </span>
    </span>
  );
}

/** A reward bundle in words ("1 gold, 2 food"); "nothing" for an empty bundle (the engine's reward-text.ts, translated). */
export function rewardText(tx: StoneAgeText, r: Reward): string {
  const ui = tx.ui.variants;
  const parts: string[] = [];
  for (const g of GOODS) if ((r[g] ?? 0) > 0) parts.push(amountText(tx, r[g] ?? 0, g));
  if ((r.tools ?? 0) > 0) parts.push(plural(tx, r.tools ?? 0, ui.rewardTools));
  if ((r.agriculture ?? 0) > 0) parts.push(fill(ui.rewardAgriculture, { count: r.agriculture ?? 0 }));
  if ((r.points ?? 0) > 0) parts.push(plural(tx, r.points ?? 0, ui.rewardPoints));
  return parts.length ? parts.join(", ") : tx.ui.text.nothing;
}

/** What the chosen variants have out now; nothing for the base game. */
export function VariantsPanel({ tx, view, seats }: Props) {
  if (view.variants.length === 0) return null;
  const has = (v: (typeof view.variants)[number]) => view.variants.includes(v);
  const ui = tx.ui.variants;
  return (
    <section aria-label={ui.heading} className="card space-y-2 text-sm" data-testid="sa-variants">
      <h2>{ui.heading}</h2>
      <ul className="space-y-1.5">
        {has("harsh-winter") ? (
          <li data-testid="sa-winter">
            <strong>❄ {ui.name["harsh-winter"]}:</strong>{" "}
            {fill(ui.winter, { stone: TEXT_VALUES.winterStone.points, gold: TEXT_VALUES.winterGold.points })}
          </li>
        ) : null}
        {has("igloos") ? (
          <li data-testid="sa-igloos">
            <strong>{ui.name.igloos}:</strong>{" "}
            {fill(ui.igloosRule, {
              values: MATERIALS.map((m) => `${goodName(tx, m)} ${TEXT_VALUES.iglooCost * GOOD_VALUE[m]}`).join(", "),
              perRound: plural(tx, IGLOO_RULES.perRound, ui.igloosPerRound),
              perPlayer: IGLOO_RULES.perPlayer,
            })}
          </li>
        ) : null}
        {has("new-huts") ? (
          <li>
            <strong>{ui.name["new-huts"]}:</strong> {ui.newHuts}
          </li>
        ) : null}
        {view.animals ? <AnimalsLine tx={tx} animals={view.animals} seats={seats} /> : null}
        {view.herd ? <HerdLine tx={tx} view={view} seats={seats} /> : null}
      </ul>
    </section>
  );
}

function AnimalsLine({
  tx,
  animals,
  seats,
}: {
  tx: StoneAgeText;
  animals: NonNullable<StoneAgeView["animals"]>;
  seats: SeatInfo[];
}) {
  const last = animals.lastDriveOff;
  const ui = tx.ui.variants;
  const bare = (id: string) => animalName(tx, ANIMAL_BY_ID[id]?.name ?? id);
  return (
    <li data-testid="sa-animals">
      <strong>{ui.name["wild-animals"]}:</strong>{" "}
      {animals.inPlay.length === 0
        ? ui.noAnimal
        : fill(ui.animalsInPlay, {
            animals: animals.inPlay.map((a) => animalText(tx, a)).join(", "),
            penalty: animals.penalty,
            people: peopleText(tx, animals.needed),
            animal: bare(animals.inPlay[0] ?? ""),
          })}
      {animals.gone.length > 0 ? fill(ui.drivenOff, { animals: animals.gone.map(bare).join(", ") }) : ""}
      {last ? (
        <span className="block text-xs text-stone-600">
          {fill(ui.lastDriveOff, {
            rolls: last.dice
              .flatMap((d, i) => (d.length ? [fill(ui.rolled, { name: seatName(seats, i), dice: d.join(", ") })] : []))
              .join("; "),
          })}
        </span>
      ) : null}
    </li>
  );
}

function HerdLine({ tx, view, seats }: Props) {
  const h = view.herd;
  if (!h) return null;
  const riders = h.riders.flatMap((n, i) => (n > 0 ? [`${seatName(seats, i)} ${n}`] : []));
  const ui = tx.ui.variants;
  // English writes "the forest" in lower case inside a sentence; German keeps its nouns' capitals.
  const placeInText = (l: Parameters<typeof locationTitle>[1]) =>
    tx.locale === "en" ? locationTitle(tx, l).toLowerCase() : locationTitle(tx, l);
  return (
    <li data-testid="sa-herd">
      <strong>{ui.name["mammoth-herd"]}:</strong>{" "}
      {h.tile && h.area ? (
        <>
          {ui.herdAt} <strong>{placeInText(h.area)}</strong>. <MammothTile tx={tx} id={h.tile} />
          {riders.length > 0 ? fill(ui.onTile, { riders: riders.join(", ") }) : ui.nobodyOnTile}
        </>
      ) : h.pileCount === 0 && !h.tile ? (
        ui.herdGone
      ) : (
        ui.tileGone
      )}{" "}
      <span className="text-xs text-stone-600">
        {fill(ui.faceDown, { count: h.pileCount })}
        {h.nextArea ? fill(ui.nextRound, { place: placeInText(h.nextArea) }) : ""}.
      </span>
      {h.taming ? (
        <span className="block text-xs text-stone-600" data-testid="sa-taming">
          {fill(ui.tamingRoll, {
            rolls: h.taming.dice
              .flatMap((d, i) => (d.length ? [`${seatName(seats, i)} ${d.reduce((a, b) => a + b, 0)}`] : []))
              .join(", "),
            name: seatName(seats, h.taming.tamer),
          })}
          {h.taming.bonus ? (h.taming.bonus === "one" ? ui.choseOne : ui.choseAll) : ""}.
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
  const ui = tx.ui.variants;
  return (
    <div className="rounded border border-amber-600 bg-amber-50 p-2" data-testid="sa-herd-join">
      <h3 className="font-semibold">{ui.joinHeading}</h3>
      <p className="text-sm">
        {ui.joinRule}
        {view.herd?.tile ? " " : ""}
        {view.herd?.tile ? <MammothTile tx={tx} id={view.herd.tile} /> : null}
      </p>
      <div className="mt-2 flex flex-wrap gap-1.5" role="group" aria-label={ui.howManyPeople}>
        {counts.map((n) => (
          <button
            key={n}
            className={`btn ${count === n ? "ring-2 ring-amber-500" : ""}`}
            aria-pressed={count === n}
            onClick={() => (setCount(n), setFood(null))}
            data-move-type="join-herd"
          >
            {peopleText(tx, n)}
          </button>
        ))}
        <button className="btn" disabled={busy} onClick={() => onMove(skip)} data-move-type={skip.type}>
          {ui.keepAway}
        </button>
      </div>
      {count !== null && forCount.length <= DIRECT_LIST_MAX ? (
        <ul className="mt-2 flex flex-col gap-1.5">
          {forCount.map((m, i) => (
            <li key={i}>
              <button
                className="btn w-full justify-start text-left sm:w-auto"
                disabled={busy}
                onClick={() => onMove(m)}
                data-move-type={m.type}
              >
                {fill(ui.movePaying, { people: peopleText(tx, m.count), cost: joinCostText(tx, m) })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {count !== null && forCount.length > DIRECT_LIST_MAX ? (
        <div className="mt-2 flex flex-wrap items-center gap-1.5 text-sm" role="group" aria-label={ui.howMuchFood}>
          {ui.payWithFood}
          {foods.map((f) => (
            <button
              key={f}
              className={`btn ${food === f ? "ring-2 ring-amber-500" : ""}`}
              aria-pressed={food === f}
              onClick={() => setFood(f)}
              data-move-type="join-herd"
            >
              {fill(ui.foodAmount, { count: f })}
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
          verb={fill(ui.movePayingFoodAnd, { people: peopleText(tx, count), food })}
        />
      ) : null}
    </div>
  );
}

/** "1 food, 1 wood": what moving onto the tile costs with this move. */
function joinCostText(tx: StoneAgeText, m: Extract<StoneAgeMove, { type: "join-herd" }>): string {
  const parts = [
    m.food > 0 ? amountText(tx, m.food, "food") : "",
    MATERIALS.some((r) => m.payment[r] > 0) ? paymentText(tx, m.payment) : "",
  ].filter(Boolean);
  return parts.join(", ") || tx.ui.text.nothing;
}

/** The tamer's choice: the "1" bonus or the "all" bonus. */
export function TameChoice({ tx, view, legalMoves, busy, onMove }: ChoiceProps) {
  const moves = movesOfType(legalMoves, "tame");
  const t = view.herd?.taming;
  const tile = t ? MAMMOTH_BY_ID[t.tile] : undefined;
  if (moves.length === 0 || !t || !tile) return null;
  const ui = tx.ui.variants;
  return (
    <div className="rounded border border-amber-600 bg-amber-50 p-2" data-testid="sa-tame">
      <h3 className="font-semibold">{ui.tamedHeading}</h3>
      <p className="mb-1 flex flex-wrap items-center gap-1 text-sm">
        {ui.yourDice}{" "}
        {(t.dice[t.tamer] ?? []).map((d, i) => (
          <Die key={i} face={d} size={20} label={fill(tx.ui.board.dieShowing, { face: d })} />
        ))}{" "}
        {ui.othersAll}
      </p>
      <div className="flex flex-wrap gap-1.5">
        {moves.map((m) => (
          <button
            key={m.bonus}
            className="btn btn-primary"
            disabled={busy}
            onClick={() => onMove(m)}
            data-move-type={m.type}
          >
            {m.bonus === "one"
              ? `${ui.oneBonus} ${rewardText(tx, tile.one)}`
              : `${ui.allBonus} ${rewardText(tx, tile.all)}`}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Buying an igloo in one's action turn. */
export function IglooOptions({ tx, legalMoves, busy, onMove }: Omit<ChoiceProps, "view">) {
  const moves = movesOfType(legalMoves, "build-igloo");
  if (moves.length === 0) return null;
  return (
    <div className="rounded border border-sky-300 bg-sky-50 p-2" data-testid="sa-igloo">
      <h3 className="font-semibold">{tx.ui.variants.iglooHeading}</h3>
      <div className="mt-1 flex flex-wrap gap-1.5">
        {moves.map((m) => (
          <button key={m.resource} className="btn" disabled={busy} onClick={() => onMove(m)} data-move-type={m.type}>
            {Array.from({ length: TEXT_VALUES.iglooCost }, (_, k) => (
              <GoodIcon key={k} good={m.resource} />
            ))}{" "}
            {fill(tx.ui.variants.iglooOption, {
              good: goodName(tx, m.resource),
              points: TEXT_VALUES.iglooCost * GOOD_VALUE[m.resource],
            })}
          </button>
        ))}
      </div>
    </div>
  );
}
