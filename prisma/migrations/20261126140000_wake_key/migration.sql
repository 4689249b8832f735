-- SeatWake with one index instead of three (issue 16: WAL per committed turn). A commit moves the clock from
-- one seat to the next: SeatWake loses the row of the seat that moved and gains one for the seat awaited
-- now, and that row was written into three indexes (the seat's id, its deadline, its reminder): about 130 B
-- of WAL per turn went to the two extra index entries (pg_walinspect, `npm run bench:server --
-- --wal-detail`). Now the one index is the key itself: when the seat next needs the job runner (its
-- reminder, which comes before the deadline, else its deadline), then the seat. Both of the runner's scans
-- read it (a due deadline or reminder is never later than the wake time), and the triggers find a seat's
-- row through it, from the Seat row's old values.

DROP INDEX "SeatWake_deadlineAt_idx";
DROP INDEX "SeatWake_reminderAt_idx";
ALTER TABLE "SeatWake" DROP CONSTRAINT "SeatWake_pkey";
ALTER TABLE "SeatWake" ADD COLUMN "wakeAt" TIMESTAMP(3);
UPDATE "SeatWake" SET "wakeAt" = LEAST("deadlineAt", "reminderAt");
ALTER TABLE "SeatWake" ALTER COLUMN "wakeAt" SET NOT NULL;
ALTER TABLE "SeatWake" ADD CONSTRAINT "SeatWake_pkey" PRIMARY KEY ("wakeAt", "seatId");

CREATE OR REPLACE FUNCTION "seat_wake_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_wake TIMESTAMP(3);
  new_wake TIMESTAMP(3);
BEGIN
  IF TG_OP <> 'INSERT' THEN old_wake := LEAST(OLD."clockDeadlineAt", OLD."reminderAt"); END IF;
  IF TG_OP <> 'DELETE' THEN new_wake := LEAST(NEW."clockDeadlineAt", NEW."reminderAt"); END IF;
  IF old_wake IS NOT NULL AND old_wake = new_wake THEN
    -- The same key: the row changes in place (no index entry).
    UPDATE "SeatWake" SET "deadlineAt" = NEW."clockDeadlineAt", "reminderAt" = NEW."reminderAt"
    WHERE "wakeAt" = old_wake AND "seatId" = NEW."id";
    RETURN NULL;
  END IF;
  IF old_wake IS NOT NULL THEN
    DELETE FROM "SeatWake" WHERE "wakeAt" = old_wake AND "seatId" = OLD."id";
  END IF;
  IF new_wake IS NOT NULL THEN
    -- No ON CONFLICT: its speculative insertion writes one more WAL record, and no other transaction can
    -- race for this seat's row (the Seat row that fired this is locked until the end of the transaction).
    INSERT INTO "SeatWake" ("wakeAt", "seatId", "matchId", "seatIndex", "deadlineAt", "reminderAt")
    VALUES (new_wake, NEW."id", NEW."matchId", NEW."seatIndex", NEW."clockDeadlineAt", NEW."reminderAt");
  END IF;
  RETURN NULL;
END
$$;
