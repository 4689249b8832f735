/** Choosing one of the listed payments (only ever narrowing the legal moves' payments). */
import { useState } from "react";
import type { StoneAgeMove } from "@/lib/games/stone-age";
import { MATERIALS, type Materials } from "@/lib/games/stone-age/data";
import { GoodIcon } from "./pieces";
import { amountText, goodName, paymentText } from "./labels";
import { fill } from "@/lib/i18n/client-text";
import type { StoneAgeText } from "./text";
import { DIRECT_LIST_MAX, paymentStep, type PartialPayment } from "./moves";

export interface PickerProps {
  tx: StoneAgeText;
  options: { payment: Materials; move: StoneAgeMove }[];
  extra: (p: Materials) => string | null;
  busy: boolean;
  onPick: (m: StoneAgeMove) => void;
  verb: string;
}

/** A compact list when there are few payments, else a stepwise narrowing (amount of wood, then clay, …). */
export function PaymentPicker({ tx, options, extra, busy, onPick, verb }: PickerProps) {
  const [chosen, setChosen] = useState<PartialPayment>({});
  const step = paymentStep(
    options.map((o) => o.payment),
    chosen,
  );
  const remaining = options.filter((o) => step.remaining.includes(o.payment));
  const direct = remaining.length <= DIRECT_LIST_MAX;
  const fixed = MATERIALS.filter((m) => chosen[m] !== undefined);
  const ui = tx.ui.payment;
  const material = step.material;
  return (
    <div className="mt-2 space-y-2" data-testid="sa-payment">
      {fixed.length > 0 ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {fill(ui.chosen, { chosen: fixed.map((m) => amountText(tx, chosen[m] ?? 0, m)).join(", ") })}
          <button className="btn" onClick={() => setChosen({})}>
            {ui.startOver}
          </button>
        </p>
      ) : null}
      {!direct && material ? (
        <div role="group" aria-label={fill(ui.howMuch, { good: goodName(tx, material) })}>
          <p className="text-sm">
            {fill(ui.ways, { count: options.length })} <GoodIcon good={material} />{" "}
            <strong>{goodName(tx, material)}</strong>?
          </p>
          <div className="mt-1 flex flex-wrap gap-1.5">
            {step.values.map((v) => (
              <button
                key={v}
                className="btn min-w-10 justify-center"
                onClick={() => setChosen({ ...chosen, [material]: v })}
                aria-label={amountText(tx, v, material)}
                data-move-type={options[0]?.move.type}
              >
                {v}
              </button>
            ))}
          </div>
        </div>
      ) : (
        <ul className="flex flex-col gap-1.5">
          {remaining.map((o, i) => {
            const x = extra(o.payment);
            return (
              <li key={i}>
                <button
                  className="btn w-full justify-start text-left sm:w-auto"
                  disabled={busy}
                  onClick={() => onPick(o.move)}
                  data-move-type={o.move.type}
                >
                  {verb}{" "}
                  {MATERIALS.flatMap((m) =>
                    Array.from({ length: o.payment[m] }, (_, k) => <GoodIcon key={`${m}${k}`} good={m} />),
                  )}
                  <span>{paymentText(tx, o.payment)}</span>
                  {x ? <span className="text-stone-600">→ {x}</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
