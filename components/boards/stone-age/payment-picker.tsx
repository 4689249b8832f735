/** Choosing one of the listed payments (only ever narrowing the legal moves' payments). */
import { useState } from "react";
import type { StoneAgeMove } from "@/lib/games/stone-age";
import { MATERIALS, type Materials } from "@/lib/games/stone-age/data";
import { GoodIcon } from "./pieces";
import { paymentText } from "./labels";
import { DIRECT_LIST_MAX, paymentStep, type PartialPayment } from "./moves";

export interface PickerProps {
  options: { payment: Materials; move: StoneAgeMove }[];
  extra: (p: Materials) => string | null;
  busy: boolean;
  onPick: (m: StoneAgeMove) => void;
  verb: string;
}

/** A compact list when there are few payments, else a stepwise narrowing (amount of wood, then clay, …). */
export function PaymentPicker({ options, extra, busy, onPick, verb }: PickerProps) {
  const [chosen, setChosen] = useState<PartialPayment>({});
  const step = paymentStep(
    options.map((o) => o.payment),
    chosen,
  );
  const remaining = options.filter((o) => step.remaining.includes(o.payment));
  const direct = remaining.length <= DIRECT_LIST_MAX;
  const fixed = MATERIALS.filter((m) => chosen[m] !== undefined);
  return (
    <div className="mt-2 space-y-2" data-testid="sa-payment">
      {fixed.length > 0 ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          Chosen so far: {fixed.map((m) => `${chosen[m]} ${m}`).join(", ")}
          <button className="btn" onClick={() => setChosen({})}>
            Start over
          </button>
        </p>
      ) : null}
      {!direct && step.material ? (
        <div role="group" aria-label={`How much ${step.material}?`}>
          <p className="text-sm">
            {options.length} ways to pay. How much <GoodIcon good={step.material} /> <strong>{step.material}</strong>?
          </p>
          <div className="mt-1 flex flex-wrap gap-1.5">
            {step.values.map((v) => (
              <button
                key={v}
                className="btn min-w-10 justify-center"
                onClick={() => setChosen({ ...chosen, [step.material as string]: v })}
                aria-label={`${v} ${step.material}`}
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
                <button className="btn w-full justify-start text-left sm:w-auto" disabled={busy} onClick={() => onPick(o.move)} data-move-type={o.move.type}>
                  {verb}{" "}
                  {MATERIALS.flatMap((m) => Array.from({ length: o.payment[m] }, (_, k) => <GoodIcon key={`${m}${k}`} good={m} />))}
                  <span>{paymentText(o.payment)}</span>
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

