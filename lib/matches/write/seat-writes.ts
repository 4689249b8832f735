/**
 * Changes to several seat rows of a match, written as one UPDATE (one statement for each seat's clock,
 * the actor's log position and "seen" together). Only the columns a seat's change names are set: columns
 * it does not name keep what the row holds when the update runs (a vacation may move a clock meanwhile).
 */
import { Prisma, type Tx } from "@/lib/db";
import { sqlTime } from "@/lib/db/sql-time";
import { clockChanges, type ClockChange, type ClockColumns, type ClockedSeat } from "@/lib/clocks/store";

export interface SeatChange {
  clock?: ClockColumns;
  lastTurnLogIndex?: number;
  seenAt?: Date;
}

export class SeatChanges {
  private readonly bySeat = new Map<string, SeatChange>();

  add(seatId: string, change: SeatChange): void {
    this.bySeat.set(seatId, { ...this.bySeat.get(seatId), ...change });
  }

  get size(): number {
    return this.bySeat.size;
  }

  async write(tx: Tx): Promise<void> {
    if (this.bySeat.size === 0) return;
    await tx.$executeRaw(this.update(Prisma.sql`TRUE`));
  }

  /** The one UPDATE, changing the rows only when `guard` holds (for a commit written in one statement). */
  update(guard: Prisma.Sql): Prisma.Sql {
    // Every value travels as text and is cast where it is used: a VALUES list of parameters has no types.
    const text = (v: number | boolean | null | undefined) => (v === null || v === undefined ? null : String(v));
    const time = (d: Date | null | undefined) => (d ? sqlTime(d) : null);
    const rows = [...this.bySeat].map(([id, c]) => {
      const k = c.clock;
      return Prisma.sql`(${id}, ${k ? "t" : "f"}, ${time(k?.clockDeadlineAt)}, ${text(k?.clockPausedSeconds)}, ${text(k?.clockBankSeconds)}, ${time(k?.reminderAt)}, ${text(k?.reminded)}, ${text(c.lastTurnLogIndex)}, ${time(c.seenAt)})`;
    });
    return Prisma.sql`
      UPDATE "Seat" AS s SET
        "clockDeadlineAt"    = CASE WHEN v.clock::boolean THEN v.deadline::timestamp(3) ELSE s."clockDeadlineAt" END,
        "clockPausedSeconds" = CASE WHEN v.clock::boolean THEN v.paused::int ELSE s."clockPausedSeconds" END,
        "clockBankSeconds"   = CASE WHEN v.clock::boolean THEN v.bank::int ELSE s."clockBankSeconds" END,
        "reminderAt"         = CASE WHEN v.clock::boolean THEN v.reminder::timestamp(3) ELSE s."reminderAt" END,
        "reminded"           = CASE WHEN v.clock::boolean THEN v.reminded::boolean ELSE s."reminded" END,
        "lastTurnLogIndex"   = COALESCE(v.log::int, s."lastTurnLogIndex"),
        "seenAt"             = COALESCE(v.seen::timestamp(3), s."seenAt")
      FROM (VALUES ${Prisma.join(rows)}) AS v(id, clock, deadline, paused, bank, reminder, reminded, log, seen)
      WHERE s."id" = v.id AND ${guard}`;
  }
}

/** `clockChanges`, written (one statement for all seats). */
export async function moveClocks(
  tx: Tx,
  match: { timeControl: unknown; seats: ClockedSeat[] },
  c: ClockChange,
): Promise<void> {
  const changes = new SeatChanges();
  for (const { seatId, clock } of clockChanges(match, c)) changes.add(seatId, { clock });
  await changes.write(tx);
}
