/**
 * Who plays, and their clocks: the time control and what running out of time does (shown before anyone
 * joins too), each awaited seat's deadline, banks, vacations, and who resigned or ran out of time.
 */
import type { MatchView } from "@/lib/matches/views";
import { seatName } from "@/components/boards/types";
import { deadlineText, remainingText } from "@/lib/clocks/seat-clock";
import { describeTimeControl, describeTimeoutPolicy } from "@/lib/clocks/time-control";
import { Deadline } from "./deadline";

const FORFEIT = { timeout: "ran out of time", resign: "resigned" } as const;

export function PlayersPanel({ match, timeZone, serverNow }: { match: MatchView; timeZone: string; serverNow: string }) {
  const running = match.status === "running";
  return (
    <section className="card space-y-2" data-testid="players">
      <h2>Players and clocks</h2>
      <p className="text-sm text-stone-700" data-testid="time-control">
        Time: {describeTimeControl(match.timeControl)}. {match.status === "open" || running ? `When time runs out: ${describeTimeoutPolicy(match.timeoutPolicy, match.seats.length)}.` : ""}
      </p>
      <ul className="space-y-1">
        {match.seats.map((s) => {
          const awaited = running && match.activeSeats.includes(s.seatIndex);
          return (
            <li key={s.seatIndex} data-testid={`seat-${s.seatIndex}`} className="flex flex-wrap items-baseline gap-x-2">
              <span className={awaited ? "font-semibold" : ""}>{seatName(match.seats, s.seatIndex)}</span>
              {s.seatIndex === match.mySeat ? <span className="text-sm text-stone-600">(you)</span> : null}
              {s.vacationUntil ? <span className="text-sm text-amber-800">on vacation until {deadlineText(new Date(s.vacationUntil), timeZone)}</span> : null}
              {s.forfeit ? <span className="text-sm text-stone-600">{FORFEIT[s.forfeit]}</span> : null}
              {awaited && s.deadline ? (
                <span className="text-sm">
                  to move: <Deadline deadline={s.deadline} timeZone={timeZone} serverNow={serverNow} />
                </span>
              ) : null}
              {awaited && !s.deadline && s.pausedMs !== null ? <span className="text-sm">to move: clock paused ({remainingText(s.pausedMs)})</span> : null}
              {s.bankMs !== null && !awaited && running && !s.bot ? <span className="text-sm text-stone-600">bank: {remainingText(s.bankMs).replace(" left", "")}</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
