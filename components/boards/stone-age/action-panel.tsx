/**
 * What the viewer can do now, built only from the legal moves: placing (place, then how many), resolving
 * places one at a time (rolls with dice and tools, payments), resource choices, lottery picks and feeding.
 */
import { useEffect, useRef, useState } from "react";
import type { StoneAgeMove, StoneAgeView } from "@/lib/games/stone-age";
import { LOCATION_INDEX, type Location, type Materials } from "@/lib/games/stone-age/data";
import { TEXT_VALUES } from "@/lib/games/stone-age/variants";
import type { SeatInfo } from "@/lib/matches/read/views";
import { seatName } from "../types";
import { Die, GoodIcon, ToolTile } from "./pieces";
import {
  amountText,
  awaitedText,
  buildingPointsFor,
  cardTop,
  goodName,
  locationTitle,
  lotteryPrize,
  peopleText,
  plural,
  rollResult,
} from "./labels";
import { fill } from "@/lib/i18n/client-text";
import type { StoneAgeText } from "./text";
import { withBold } from "./bold";
import { actionPlaces, feedOptions, movesOfType, placeOptions, type ActionPlace } from "./moves";
import { PaymentPicker } from "./payment-picker";
import { HerdJoin, IglooOptions, TameChoice } from "./variants";

export { PaymentPicker } from "./payment-picker";

export interface PanelProps {
  tx: StoneAgeText;
  view: StoneAgeView;
  legalMoves: StoneAgeMove[];
  mySeat: number | null;
  seats: SeatInfo[];
  busy: boolean;
  onMove: (m: StoneAgeMove) => void;
  selected: Location | null;
  onSelect: (l: Location | null) => void;
  /** The match page says the match is over: the panel does not say it again. */
  over?: boolean;
}

export function ActionPanel(props: PanelProps) {
  const { tx, view, mySeat, seats } = props;
  const ui = tx.ui.panel;
  const mine = mySeat !== null && view.activeSeats.includes(mySeat);
  const awaited = awaitedText(tx, view, (i) => seatName(seats, i));
  return (
    <section aria-label={ui.yourOptions} className="card space-y-3" data-testid="sa-panel">
      <p className="text-sm" data-testid="sa-awaited">
        <strong>{fill(ui.round, { round: view.round, phase: phaseName(tx, view) })}</strong>
        {props.over
          ? null
          : ` · ${
              mine && view.phase !== "over"
                ? view.activeSeats.length > 1
                  ? `${ui.yourTurn} ${awaited}`
                  : ui.yourTurn
                : awaited
            }`}
      </p>
      {view.roll ? <RollBox {...props} /> : null}
      {view.lottery ? <LotteryBox {...props} /> : null}
      {mine ? <MyOptions {...props} /> : null}
    </section>
  );
}

function phaseName(tx: StoneAgeText, view: StoneAgeView): string {
  const ui = tx.ui.panel;
  switch (view.phase) {
    case "place":
      return ui.phasePlace;
    case "actions":
      return ui.phaseActions;
    case "tame":
      return ui.phaseTame;
    case "feed":
      return ui.phaseFeed;
    case "over":
      return ui.phaseOver;
  }
}

function MyOptions(props: PanelProps) {
  const { tx, view, legalMoves, mySeat } = props;
  const ui = tx.ui.panel;
  if (mySeat === null) return null;
  const me = view.player[mySeat];
  if (view.phase === "place") {
    if (legalMoves.length === 0 && view.placedThisTurn) {
      return <p className="rounded bg-moss-50 p-2 text-sm">{withBold(ui.placedHint)}</p>;
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
          <h3 className="font-semibold">
            {fill(ui.chooseResource, { choices: plural(tx, view.choiceLeft, tx.ui.choices) })}
          </h3>
          <div className="mt-2 flex flex-wrap gap-2">
            {choices.map((m) => (
              <button
                key={m.resource}
                className="btn"
                disabled={props.busy}
                onClick={() => props.onMove(m)}
                data-move-type={m.type}
              >
                <GoodIcon good={m.resource} /> {amountText(tx, 1, m.resource)}
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
          <p className="rounded bg-moss-50 p-2 text-sm">{withBold(ui.doneHint)}</p>
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

function PlaceOptions({
  tx,
  legalMoves,
  busy,
  onMove,
  selected,
  onSelect,
  peopleLeft,
}: PanelProps & { peopleLeft: number }) {
  const groups = placeOptions(legalMoves);
  const chosen = selected ? groups.get(selected) : undefined;
  // A place picked: the next control is "how many people" (without scrolling: picking on the board scrolls).
  const chooser = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (selected)
      chooser.current?.querySelector<HTMLButtonElement>("button:not([disabled])")?.focus({ preventScroll: true });
  }, [selected]);
  return (
    <div>
      <h3 className="font-semibold">{fill(tx.ui.panel.placePeople, { people: peopleText(tx, peopleLeft) })}</h3>
      <p className="text-sm text-stone-600">{tx.ui.panel.chooseHint}</p>
      <div className="mt-2 flex flex-wrap gap-1.5" role="group" aria-label={tx.ui.panel.places}>
        {[...groups.keys()].map((l) => (
          <button
            key={l}
            className={`btn ${selected === l ? "ring-2 ring-amber-500" : ""}`}
            aria-pressed={selected === l}
            onClick={() => onSelect(selected === l ? null : l)}
            data-move-type="place"
          >
            {locationTitle(tx, l)}
          </button>
        ))}
      </div>
      {chosen && selected ? (
        <div
          ref={chooser}
          className="mt-3 rounded border border-amber-400 bg-amber-50 p-2"
          data-testid="sa-count-chooser"
        >
          <p className="text-sm font-semibold">{fill(tx.ui.panel.howMany, { place: locationTitle(tx, selected) })}</p>
          <div className="mt-1 flex flex-wrap gap-1.5">
            {chosen.map((m) => (
              <button
                key={m.count}
                className="btn btn-primary min-w-10 justify-center"
                disabled={busy}
                onClick={() => onMove(m)}
                aria-label={fill(tx.ui.said.place, {
                  people: peopleText(tx, m.count),
                  place: locationTitle(tx, selected),
                })}
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

function resolveLabel(tx: StoneAgeText, view: StoneAgeView, mySeat: number, place: ActionPlace): string {
  const n = view.player[mySeat]?.placed[LOCATION_INDEX[place.location]] ?? 0;
  const ui = tx.ui.panel;
  const roll = (good: "food" | "wood" | "clay" | "stone" | "gold") =>
    fill(ui.rollFor, { count: n, dice: plural(tx, n, tx.ui.dice), good: goodName(tx, good) });
  switch (place.location) {
    case "hunt":
      return roll("food");
    case "forest":
      return roll("wood");
    case "clay-pit":
      return roll("clay");
    case "quarry":
      return roll("stone");
    case "river":
      return roll("gold");
    case "field":
      return ui.gainAgriculture;
    case "toolmaker":
      return ui.takeTool;
    case "hut":
      return ui.gainPerson;
    default:
      return ui.takeIt;
  }
}

function ResolveOptions({
  tx,
  view,
  mySeat,
  busy,
  onMove,
  selected,
  onSelect,
  places,
}: PanelProps & { places: ActionPlace[] }) {
  if (mySeat === null) return null;
  const hasRoll = places.some((p) => LOCATION_INDEX[p.location] <= LOCATION_INDEX.river);
  const ui = tx.ui.panel;
  return (
    <div>
      <h3 className="font-semibold">{ui.resolveHeading}</h3>
      {hasRoll ? <p className="text-sm text-amber-800">⚠ {ui.rollWarning}</p> : null}
      <ul className="mt-2 space-y-2">
        {places.map((place) => {
          const isPay = place.payments.length > 0;
          const open = selected === place.location;
          const li = LOCATION_INDEX[place.location];
          const what = place.location.startsWith("card-")
            ? fill(ui.whatCard, { effect: cardTop(tx, view.slots[li - LOCATION_INDEX["card-0"]]?.card ?? "") })
            : place.location.startsWith("stack-")
              ? fill(ui.whatBuilding, { id: view.stacks[li - LOCATION_INDEX["stack-0"]]?.top ?? "" })
              : peopleText(tx, view.player[mySeat]?.placed[li] ?? 0);
          return (
            <li
              key={place.location}
              className={`rounded border p-2 ${open ? "border-amber-500 bg-amber-50" : "border-stone-200"}`}
              data-testid={`sa-place-${place.location}`}
            >
              <div className="flex flex-wrap items-center gap-2">
                <span className="mr-auto text-sm">
                  <strong>{locationTitle(tx, place.location)}</strong> <span className="text-stone-600">({what})</span>
                </span>
                {place.resolve ? (
                  <button
                    className="btn btn-primary"
                    disabled={busy}
                    onClick={() => place.resolve && onMove(place.resolve)}
                    data-move-type="resolve"
                  >
                    {resolveLabel(tx, view, mySeat, place)}
                  </button>
                ) : null}
                {isPay ? (
                  <button
                    className="btn btn-primary"
                    aria-expanded={open}
                    onClick={() => onSelect(open ? null : place.location)}
                    data-move-type={place.payments[0]?.type}
                  >
                    {place.location.startsWith("card-") ? ui.buyCard : ui.build}
                    {fill(ui.waysToPay, { ways: plural(tx, place.payments.length, tx.ui.ways) })}
                  </button>
                ) : !place.resolve ? (
                  <span className="text-xs text-stone-600">{ui.cannotPay}</span>
                ) : null}
                {place.decline ? (
                  <button
                    className="btn"
                    disabled={busy}
                    onClick={() => place.decline && onMove(place.decline)}
                    data-move-type="decline"
                  >
                    {ui.giveUp}
                  </button>
                ) : null}
              </div>
              {isPay && open ? (
                <PayPlace
                  tx={tx}
                  place={place}
                  extra={(p, winter) => {
                    if (!place.location.startsWith("stack-"))
                      return winter ? fill(ui.pointsPlus, { points: TEXT_VALUES.winterGold.points }) : null;
                    const points = buildingPointsFor(view.stacks[li - LOCATION_INDEX["stack-0"]]?.top ?? "", p);
                    return fill(ui.points, { points: points + (winter ? TEXT_VALUES.winterStone.points : 0) });
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
function PayPlace({
  tx,
  place,
  extra,
  busy,
  onMove,
}: {
  tx: StoneAgeText;
  place: ActionPlace;
  extra: (p: Materials, winter: boolean) => string | null;
  busy: boolean;
  onMove: (m: StoneAgeMove) => void;
}) {
  const [winter, setWinter] = useState(false);
  const winterMoves = place.payments.filter((m) => m.winter);
  const card = place.location.startsWith("card-");
  const shown = winter && winterMoves.length > 0 ? winterMoves : place.payments.filter((m) => !m.winter);
  const ui = tx.ui.panel;
  const extraGood = goodName(tx, card ? "gold" : "stone");
  return (
    <div>
      {winterMoves.length > 0 ? (
        <label className="mt-2 flex items-center gap-2 text-sm" data-testid="sa-winter-extra">
          <input type="checkbox" checked={winter} onChange={(e) => setWinter(e.target.checked)} />
          {fill(ui.winterExtra, {
            good: extraGood,
            points: card ? TEXT_VALUES.winterGold.points : TEXT_VALUES.winterStone.points,
          })}
        </label>
      ) : null}
      <PaymentPicker
        tx={tx}
        key={`${place.location}-${place.payments.length}-${winter}`}
        options={shown.map((m) => ({ payment: m.payment, move: m }))}
        extra={(p) => extra(p, winter)}
        busy={busy}
        onPick={onMove}
        verb={`${card ? ui.buyFor : ui.buildFor}${winter ? ` (+1 ${extraGood})` : ""}`}
      />
    </div>
  );
}

function RollBox({ tx, view, legalMoves, mySeat, seats, busy, onMove }: PanelProps) {
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
  const ui = tx.ui.panel;
  const good = goodName(tx, roll.good);
  return (
    <div className="rounded border border-stone-300 bg-stone-50 p-2" data-testid="sa-roll">
      <p className="text-sm">
        {mine ? ui.youRolled : fill(ui.rolled, { name: seatName(seats, view.turn) })} <GoodIcon good={roll.good} />{" "}
        {good}
        {roll.source === "card" ? ui.cardRoll : ""}:
      </p>
      <div
        className="my-1 flex flex-wrap items-center gap-1"
        aria-label={fill(ui.diceLabel, { dice: roll.dice.join(", ") })}
      >
        {roll.dice.map((d, i) => (
          <Die key={i} face={d} label={fill(tx.ui.board.dieShowing, { face: d })} />
        ))}
      </div>
      <p className="text-sm" data-testid="sa-roll-result">
        {fill(ui.diceSum, { sum: roll.dice.reduce((a, b) => a + b, 0) })}
        {penalty ? fill(ui.animals, { penalty }) : ""}
        {roll.bonus ? fill(ui.tools, { bonus: roll.bonus }) : ""} = {r.total} ÷ {r.divisor} →{" "}
        <strong>{amountText(tx, r.gained, roll.good)}</strong>
        {take && (tools.length > 0 || oneTime.length > 0) ? (
          <span className="text-stone-600">{fill(ui.moreForNext, { count: next, good })}</span>
        ) : null}
      </p>
      {take ? (
        <div className="mt-2 flex flex-wrap items-center gap-1.5">
          {tools.map((m) => (
            <button
              key={m.tool}
              className="btn"
              disabled={busy}
              onClick={() => onMove(m)}
              aria-label={fill(ui.addToolLabel, { value: me?.tools[m.tool] ?? 0 })}
              data-move-type={m.type}
            >
              <ToolTile value={me?.tools[m.tool] ?? 0} used={false} />{" "}
              {fill(ui.addTool, { value: me?.tools[m.tool] ?? 0 })}
            </button>
          ))}
          {oneTime.map((m) => (
            <button
              key={`o${m.value}`}
              className="btn"
              disabled={busy}
              onClick={() => onMove(m)}
              data-move-type={m.type}
            >
              {fill(ui.oneTime, { value: m.value })}
            </button>
          ))}
          <button className="btn btn-primary" disabled={busy} onClick={() => onMove(take)} data-move-type={take.type}>
            {fill(ui.takeAmount, { amount: amountText(tx, r.gained, roll.good) })}
          </button>
        </div>
      ) : null}
      {take && tools.length + oneTime.length > 0 ? <p className="mt-1 text-xs text-stone-600">{ui.toolsNote}</p> : null}
    </div>
  );
}

function LotteryBox({ tx, view, legalMoves, seats, busy, onMove, mySeat }: PanelProps) {
  const lot = view.lottery;
  if (!lot) return null;
  const picks = movesOfType(legalMoves, "pick-die");
  const next = lot.order[0];
  const ui = tx.ui.panel;
  return (
    <div className="rounded border border-stone-300 bg-stone-50 p-2" data-testid="sa-lottery">
      <p className="text-sm">
        {fill(ui.lottery, {
          effect: cardTop(tx, lot.card),
          order: lot.order.map((s) => seatName(seats, s)).join(" → "),
        })}
        {next !== undefined && next !== mySeat ? fill(ui.lotteryWaiting, { name: seatName(seats, next) }) : ""}
      </p>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {lot.dice.map((d, i) => {
          const move = picks.find((m) => m.face === d);
          const content = (
            <>
              <Die face={d} size={24} label={fill(tx.ui.board.dieShowing, { face: d })} /> {lotteryPrize(tx, d)}
            </>
          );
          return (
            <li key={i}>
              {move ? (
                <button
                  className="btn"
                  disabled={busy}
                  onClick={() => onMove(move)}
                  aria-label={fill(ui.pickLabel, { face: d, prize: lotteryPrize(tx, d) })}
                  data-move-type={move.type}
                >
                  {content}
                </button>
              ) : (
                <span className="inline-flex items-center gap-1 text-sm">{content}</span>
              )}
            </li>
          );
        })}
      </ul>
      {picks.length > 0 ? <p className="mt-1 text-xs text-stone-600">{ui.pickCommits}</p> : null}
    </div>
  );
}

function FeedOptions({ tx, view, legalMoves, mySeat, busy, onMove }: PanelProps) {
  if (mySeat === null) return null;
  const me = view.player[mySeat];
  const { payments, starve } = feedOptions(legalMoves);
  if (!me || (!starve && payments.length === 0)) return null;
  const ui = tx.ui.panel;
  return (
    <div className="rounded border border-red-300 bg-red-50 p-2" data-testid="sa-feed">
      <h3 className="font-semibold">{ui.hungry}</h3>
      <p className="text-sm">
        {fill(ui.needFood, { people: peopleText(tx, me.people), food: me.food })}{" "}
        <strong>{fill(ui.missing, { missing: me.missingFood })}</strong> {ui.chooseOne}
      </p>
      {payments.length > 0 ? (
        <div className="mt-2">
          <p className="text-sm font-semibold">
            {fill(ui.payInstead, { resources: plural(tx, me.missingFood, tx.ui.resources) })}
          </p>
          <PaymentPicker
            tx={tx}
            key={payments.length}
            options={payments.map((m) => ({ payment: m.payment, move: m }))}
            extra={() => null}
            busy={busy}
            onPick={onMove}
            verb={ui.feedWith}
          />
        </div>
      ) : null}
      {starve ? (
        <div className="mt-3">
          <button
            className="btn border-red-400 text-red-800"
            disabled={busy}
            onClick={() => onMove(starve)}
            data-move-type={starve.type}
          >
            {fill(ui.penalty, { food: me.food })}
          </button>
        </div>
      ) : null}
      <p className="mt-1 text-xs text-stone-600">{ui.endsTurn}</p>
    </div>
  );
}
