/**
 * What the viewer can do now, built only from the legal moves: placing (place, then how many), resolving
 * places one at a time (rolls with dice and tools, payments), resource choices, lottery picks and feeding.
 */
import { useEffect, useRef, useState } from "react";
import type { StoneAgeMove, StoneAgeView } from "@/lib/games/stone-age";
import { LOCATION_INDEX, type Location, type Materials } from "@/lib/games/stone-age/data";
import { TEXT_VALUES } from "@/lib/games/stone-age/variants";
import type { SeatInfo } from "@/lib/matches/views";
import { seatName } from "../types";
import { Die, GoodIcon, ToolTile } from "./pieces";
import { awaitedText, buildingPointsFor, cardTop, locationTitle, lotteryPrize, paymentText, peopleText, plural, rollResult } from "./labels";
import { actionPlaces, feedOptions, movesOfType, placeOptions, type ActionPlace } from "./moves";
import { PaymentPicker } from "./payment-picker";
import { HerdJoin, IglooOptions, TameChoice } from "./variants";

export { PaymentPicker } from "./payment-picker";

export interface PanelProps {
  view: StoneAgeView;
  legalMoves: StoneAgeMove[];
  mySeat: number | null;
  seats: SeatInfo[];
  busy: boolean;
  onMove: (m: StoneAgeMove) => void;
  selected: Location | null;
  onSelect: (l: Location | null) => void;
}

const ROLL_WARNING = "Rolling commits your turn so far: steps before a roll can no longer be undone.";

export function ActionPanel(props: PanelProps) {
  const { view, mySeat, seats } = props;
  const mine = mySeat !== null && view.activeSeats.includes(mySeat);
  return (
    <section aria-label="Your options" className="card space-y-3" data-testid="sa-panel">
      <p className="text-sm" data-testid="sa-awaited">
        <strong>
          Round {view.round} · {phaseName(view)}
        </strong>{" "}
        · {mine && view.phase !== "over" ? (view.activeSeats.length > 1 ? `Your turn. ${awaitedText(view, (i) => seatName(seats, i))}` : "Your turn.") : awaitedText(view, (i) => seatName(seats, i))}
      </p>
      {view.roll ? <RollBox {...props} /> : null}
      {view.lottery ? <LotteryBox {...props} /> : null}
      {mine ? <MyOptions {...props} /> : null}
    </section>
  );
}

function phaseName(view: StoneAgeView): string {
  switch (view.phase) {
    case "place":
      return "Placing people";
    case "actions":
      return "Actions";
    case "tame":
      return "Taming the mammoth";
    case "feed":
      return "Feeding";
    case "over":
      return "Game over";
  }
}

function MyOptions(props: PanelProps) {
  const { view, legalMoves, mySeat } = props;
  if (mySeat === null) return null;
  const me = view.player[mySeat];
  if (view.phase === "place") {
    if (legalMoves.length === 0 && view.placedThisTurn) {
      return <p className="rounded bg-moss-50 p-2 text-sm">Placed. Press <strong>End turn</strong> above to pass to the next player, or undo.</p>;
    }
    return <PlaceOptions {...props} peopleLeft={me ? me.people - me.placed.reduce((a, b) => a + b, 0) : 0} />;
  }
  if (view.phase === "feed") return <FeedOptions {...props} />;
  if (view.phase === "tame") return <TameChoice {...props} />;
  if (view.phase === "actions") {
    if (view.lottery || view.roll) return null; // handled by the lottery and roll boxes
    if (movesOfType(legalMoves, "skip-herd").length > 0) return <HerdJoin key={view.herd?.offer} {...props} />;
    const choices = movesOfType(legalMoves, "choose-resource");
    if (choices.length > 0) {
      return (
        <div>
          <h3 className="font-semibold">Choose a resource ({plural(view.choiceLeft, "choice")} left)</h3>
          <div className="mt-2 flex flex-wrap gap-2">
            {choices.map((m) => (
              <button key={m.resource} className="btn" disabled={props.busy} onClick={() => props.onMove(m)} data-move-type={m.type}>
                <GoodIcon good={m.resource} /> 1 {m.resource}
              </button>
            ))}
          </div>
        </div>
      );
    }
    const places = actionPlaces(legalMoves);
    if (places.length === 0) {
      return (
        <div className="space-y-2">
          <p className="rounded bg-moss-50 p-2 text-sm">All your places are done. Press <strong>End turn</strong> above.</p>
          <IglooOptions {...props} />
        </div>
      );
    }
    return (
      <div className="space-y-2">
        <ResolveOptions {...props} places={places} />
        <IglooOptions {...props} />
      </div>
    );
  }
  return null;
}

function PlaceOptions({ legalMoves, busy, onMove, selected, onSelect, peopleLeft }: PanelProps & { peopleLeft: number }) {
  const groups = placeOptions(legalMoves);
  const chosen = selected ? groups.get(selected) : undefined;
  // A place picked: the next control is "how many people" (without scrolling: picking on the board scrolls).
  const chooser = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (selected) chooser.current?.querySelector<HTMLButtonElement>("button:not([disabled])")?.focus({ preventScroll: true });
  }, [selected]);
  return (
    <div>
      <h3 className="font-semibold">Place people ({peopleText(peopleLeft)} left)</h3>
      <p className="text-sm text-stone-600">Choose a place (highlighted on the board), then how many people.</p>
      <div className="mt-2 flex flex-wrap gap-1.5" role="group" aria-label="Places">
        {[...groups.keys()].map((l) => (
          <button key={l} className={`btn ${selected === l ? "ring-2 ring-amber-500" : ""}`} aria-pressed={selected === l} onClick={() => onSelect(selected === l ? null : l)} data-move-type="place">
            {locationTitle(l)}
          </button>
        ))}
      </div>
      {chosen && selected ? (
        <div ref={chooser} className="mt-3 rounded border border-amber-400 bg-amber-50 p-2" data-testid="sa-count-chooser">
          <p className="text-sm font-semibold">How many people on {locationTitle(selected)}?</p>
          <div className="mt-1 flex flex-wrap gap-1.5">
            {chosen.map((m) => (
              <button
                key={m.count}
                className="btn btn-primary min-w-10 justify-center"
                disabled={busy}
                onClick={() => onMove(m)}
                aria-label={`Place ${peopleText(m.count)} on ${locationTitle(selected)}`}
                data-move-type={m.type}
              >
                {m.count}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}

function resolveLabel(view: StoneAgeView, mySeat: number, place: ActionPlace): string {
  const n = view.player[mySeat]?.placed[LOCATION_INDEX[place.location]] ?? 0;
  switch (place.location) {
    case "hunt":
      return `Roll ${n} ${n === 1 ? "die" : "dice"} for food`;
    case "forest":
      return `Roll ${n} ${n === 1 ? "die" : "dice"} for wood`;
    case "clay-pit":
      return `Roll ${n} ${n === 1 ? "die" : "dice"} for clay`;
    case "quarry":
      return `Roll ${n} ${n === 1 ? "die" : "dice"} for stone`;
    case "river":
      return `Roll ${n} ${n === 1 ? "die" : "dice"} for gold`;
    case "field":
      return "Gain 1 agriculture";
    case "toolmaker":
      return "Take a tool";
    case "hut":
      return "Gain a person";
    default:
      return "Take it";
  }
}

function ResolveOptions({ view, mySeat, busy, onMove, selected, onSelect, places }: PanelProps & { places: ActionPlace[] }) {
  if (mySeat === null) return null;
  const hasRoll = places.some((p) => LOCATION_INDEX[p.location] <= LOCATION_INDEX.river);
  return (
    <div>
      <h3 className="font-semibold">Resolve your places, one at a time</h3>
      {hasRoll ? <p className="text-sm text-amber-800">⚠ {ROLL_WARNING}</p> : null}
      <ul className="mt-2 space-y-2">
        {places.map((place) => {
          const isPay = place.payments.length > 0;
          const open = selected === place.location;
          const li = LOCATION_INDEX[place.location];
          const what = place.location.startsWith("card-")
            ? `card: ${cardTop(view.slots[li - LOCATION_INDEX["card-0"]]?.card ?? "")}`
            : place.location.startsWith("stack-")
              ? `building ${view.stacks[li - LOCATION_INDEX["stack-0"]]?.top ?? ""}`
              : peopleText(view.player[mySeat]?.placed[li] ?? 0);
          return (
            <li key={place.location} className={`rounded border p-2 ${open ? "border-amber-500 bg-amber-50" : "border-stone-200"}`} data-testid={`sa-place-${place.location}`}>
              <div className="flex flex-wrap items-center gap-2">
                <span className="mr-auto text-sm">
                  <strong>{locationTitle(place.location)}</strong> <span className="text-stone-600">({what})</span>
                </span>
                {place.resolve ? (
                  <button className="btn btn-primary" disabled={busy} onClick={() => place.resolve && onMove(place.resolve)} data-move-type="resolve">
                    {resolveLabel(view, mySeat, place)}
                  </button>
                ) : null}
                {isPay ? (
                  <button className="btn btn-primary" aria-expanded={open} onClick={() => onSelect(open ? null : place.location)} data-move-type={place.payments[0]?.type}>
                    {place.location.startsWith("card-") ? "Buy card…" : "Build…"} ({plural(place.payments.length, "way")} to pay)
                  </button>
                ) : !place.resolve ? (
                  <span className="text-xs text-stone-600">you cannot pay for it now</span>
                ) : null}
                {place.decline ? (
                  <button className="btn" disabled={busy} onClick={() => place.decline && onMove(place.decline)} data-move-type="decline">
                    Give up
                  </button>
                ) : null}
              </div>
              {isPay && open ? (
                <PayPlace
                  place={place}
                  extra={(p, winter) => {
                    if (!place.location.startsWith("stack-")) return winter ? `+${TEXT_VALUES.winterGold.points} points` : null;
                    const points = buildingPointsFor(view.stacks[li - LOCATION_INDEX["stack-0"]]?.top ?? "", p);
                    return `${points + (winter ? TEXT_VALUES.winterStone.points : 0)} points`;
                  }}
                  busy={busy}
                  onMove={onMove}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * Paying for a card or a building; with Harsh Winter a checkbox adds the extra stone or gold (only when the
 * legal moves offer it), and the picker then lists the winter purchases.
 */
function PayPlace({ place, extra, busy, onMove }: { place: ActionPlace; extra: (p: Materials, winter: boolean) => string | null; busy: boolean; onMove: (m: StoneAgeMove) => void }) {
  const [winter, setWinter] = useState(false);
  const winterMoves = place.payments.filter((m) => m.winter);
  const card = place.location.startsWith("card-");
  const shown = winter && winterMoves.length > 0 ? winterMoves : place.payments.filter((m) => !m.winter);
  return (
    <div>
      {winterMoves.length > 0 ? (
        <label className="mt-2 flex items-center gap-2 text-sm" data-testid="sa-winter-extra">
          <input type="checkbox" checked={winter} onChange={(e) => setWinter(e.target.checked)} />❄ Harsh winter: also pay 1 extra {card ? "gold" : "stone"} (+
          {card ? TEXT_VALUES.winterGold.points : TEXT_VALUES.winterStone.points} points)
        </label>
      ) : null}
      <PaymentPicker
        key={`${place.location}-${place.payments.length}-${winter}`}
        options={shown.map((m) => ({ payment: m.payment, move: m }))}
        extra={(p) => extra(p, winter)}
        busy={busy}
        onPick={onMove}
        verb={`${card ? "Buy for" : "Build for"}${winter ? " (+1 " + (card ? "gold" : "stone") + ")" : ""}`}
      />
    </div>
  );
}

function RollBox({ view, legalMoves, mySeat, seats, busy, onMove }: PanelProps) {
  const roll = view.roll;
  if (!roll) return null;
  const penalty = view.animals?.penalty ?? 0;
  const r = rollResult(roll.dice, roll.bonus, roll.good, penalty);
  const mine = mySeat === view.turn;
  const tools = movesOfType(legalMoves, "use-tool");
  const oneTime = movesOfType(legalMoves, "use-one-time-tool");
  const take = movesOfType(legalMoves, "take")[0];
  const me = mySeat !== null ? view.player[mySeat] : undefined;
  const next = r.divisor - (r.total % r.divisor);
  return (
    <div className="rounded border border-stone-300 bg-stone-50 p-2" data-testid="sa-roll">
      <p className="text-sm">
        {mine ? "You rolled" : `${seatName(seats, view.turn)} rolled`} for <GoodIcon good={roll.good} /> {roll.good}
        {roll.source === "card" ? " (card)" : ""}:
      </p>
      <div className="my-1 flex flex-wrap items-center gap-1" aria-label={`dice ${roll.dice.join(", ")}`}>
        {roll.dice.map((d, i) => (
          <Die key={i} face={d} />
        ))}
      </div>
      <p className="text-sm" data-testid="sa-roll-result">
        Dice {roll.dice.reduce((a, b) => a + b, 0)}
        {penalty ? ` − wild animals ${penalty}` : ""}
        {roll.bonus ? ` + tools ${roll.bonus}` : ""} = {r.total} ÷ {r.divisor} → <strong>{plural(r.gained, roll.good, roll.good)}</strong>
        {take && (tools.length > 0 || oneTime.length > 0) ? <span className="text-stone-600"> ({next} more for the next {roll.good})</span> : null}
      </p>
      {take ? (
        <div className="mt-2 flex flex-wrap items-center gap-1.5">
          {tools.map((m) => (
            <button key={m.tool} className="btn" disabled={busy} onClick={() => onMove(m)} aria-label={`Add tool worth ${me?.tools[m.tool] ?? 0}`} data-move-type={m.type}>
              <ToolTile value={me?.tools[m.tool] ?? 0} used={false} /> Add tool +{me?.tools[m.tool] ?? 0}
            </button>
          ))}
          {oneTime.map((m) => (
            <button key={`o${m.value}`} className="btn" disabled={busy} onClick={() => onMove(m)} data-move-type={m.type}>
              Use one-time tool +{m.value}
            </button>
          ))}
          <button className="btn btn-primary" disabled={busy} onClick={() => onMove(take)} data-move-type={take.type}>
            Take {plural(r.gained, roll.good, roll.good)}
          </button>
        </div>
      ) : null}
      {take && tools.length + oneTime.length > 0 ? <p className="mt-1 text-xs text-stone-600">The dice are committed; tools you add can be undone until you take.</p> : null}
    </div>
  );
}

function LotteryBox({ view, legalMoves, seats, busy, onMove, mySeat }: PanelProps) {
  const lot = view.lottery;
  if (!lot) return null;
  const picks = movesOfType(legalMoves, "pick-die");
  const next = lot.order[0];
  return (
    <div className="rounded border border-stone-300 bg-stone-50 p-2" data-testid="sa-lottery">
      <p className="text-sm">
        Lottery ({cardTop(lot.card)}): picking order {lot.order.map((s) => seatName(seats, s)).join(" → ")}.
        {next !== undefined && next !== mySeat ? ` Waiting for ${seatName(seats, next)}.` : ""}
      </p>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {lot.dice.map((d, i) => {
          const move = picks.find((m) => m.face === d);
          const content = (
            <>
              <Die face={d} size={24} /> {lotteryPrize(d)}
            </>
          );
          return (
            <li key={i}>
              {move ? (
                <button className="btn" disabled={busy} onClick={() => onMove(move)} aria-label={`Pick the ${d}: ${lotteryPrize(d)}`} data-move-type={move.type}>
                  {content}
                </button>
              ) : (
                <span className="inline-flex items-center gap-1 text-sm">{content}</span>
              )}
            </li>
          );
        })}
      </ul>
      {picks.length > 0 ? <p className="mt-1 text-xs text-stone-600">Your pick commits at once.</p> : null}
    </div>
  );
}

function FeedOptions({ view, legalMoves, mySeat, busy, onMove }: PanelProps) {
  if (mySeat === null) return null;
  const me = view.player[mySeat];
  const { payments, starve } = feedOptions(legalMoves);
  if (!me || (!starve && payments.length === 0)) return null;
  return (
    <div className="rounded border border-red-300 bg-red-50 p-2" data-testid="sa-feed">
      <h3 className="font-semibold">Your people are hungry</h3>
      <p className="text-sm">
        {peopleText(me.people)} need food; you have {me.food}. <strong>{me.missingFood} food is missing.</strong> Choose one:
      </p>
      {payments.length > 0 ? (
        <div className="mt-2">
          <p className="text-sm font-semibold">Pay {plural(me.missingFood, "resource")} instead of the missing food</p>
          <PaymentPicker key={payments.length} options={payments.map((m) => ({ payment: m.payment, move: m }))} extra={() => null} busy={busy} onPick={onMove} verb="Feed with" />
        </div>
      ) : null}
      {starve ? (
        <div className="mt-3">
          <button className="btn border-red-400 text-red-800" disabled={busy} onClick={() => onMove(starve)} data-move-type={starve.type}>
            Take the penalty: lose all {me.food} food and 10 points
          </button>
        </div>
      ) : null}
      <p className="mt-1 text-xs text-stone-600">Your choice ends your turn.</p>
    </div>
  );
}
