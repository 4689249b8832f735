-- The seats' running clocks move out of the Seat rows' indexes into a narrow table of their own.
-- A commit moves the clock from one seat to the next: with the deadline and reminder indexed on "Seat",
-- both seat rows were rewritten with an entry in each of Seat's six indexes (about 1 KB of WAL per turn,
-- measured with pg_walinspect). Now the Seat rows change in place (HOT: no index entry) and the clock's
-- row is deleted for the seat that moved (no index work) and inserted for the seat whose turn begins.
-- "SeatWake" is kept by the triggers below, never written by the site: every path that moves a clock
-- (commits, timeouts, vacations, bots) keeps the job runner's two scans true without knowing of it.

DROP INDEX "Seat_clockDeadlineAt_idx";
DROP INDEX "Seat_reminderAt_idx";

-- Room on each page for a seat's new version beside the old one (HOT updates need the same page).
ALTER TABLE "Seat" SET (fillfactor = 80);

CREATE TABLE "SeatWake" (
    "seatId" TEXT NOT NULL,
    "matchId" INTEGER NOT NULL,
    "seatIndex" INTEGER NOT NULL,
    "deadlineAt" TIMESTAMP(3),
    "reminderAt" TIMESTAMP(3),

    CONSTRAINT "SeatWake_pkey" PRIMARY KEY ("seatId")
);

CREATE INDEX "SeatWake_deadlineAt_idx" ON "SeatWake"("deadlineAt");
CREATE INDEX "SeatWake_reminderAt_idx" ON "SeatWake"("reminderAt");

CREATE FUNCTION "seat_wake_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "SeatWake" WHERE "seatId" = OLD."id";
  ELSIF NEW."clockDeadlineAt" IS NULL AND NEW."reminderAt" IS NULL THEN
    DELETE FROM "SeatWake" WHERE "seatId" = NEW."id";
  ELSE
    -- No ON CONFLICT: its speculative insertion writes one more WAL record, and no other transaction can
    -- race for this seat's row (the Seat row that fired this is locked until the end of the transaction).
    UPDATE "SeatWake" SET "deadlineAt" = NEW."clockDeadlineAt", "reminderAt" = NEW."reminderAt" WHERE "seatId" = NEW."id";
    IF NOT FOUND THEN
      INSERT INTO "SeatWake" ("seatId", "matchId", "seatIndex", "deadlineAt", "reminderAt")
      VALUES (NEW."id", NEW."matchId", NEW."seatIndex", NEW."clockDeadlineAt", NEW."reminderAt");
    END IF;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "Seat_wake_insert" AFTER INSERT ON "Seat" FOR EACH ROW
  WHEN (NEW."clockDeadlineAt" IS NOT NULL OR NEW."reminderAt" IS NOT NULL)
  EXECUTE FUNCTION "seat_wake_sync"();
CREATE TRIGGER "Seat_wake_update" AFTER UPDATE ON "Seat" FOR EACH ROW
  WHEN (OLD."clockDeadlineAt" IS DISTINCT FROM NEW."clockDeadlineAt" OR OLD."reminderAt" IS DISTINCT FROM NEW."reminderAt")
  EXECUTE FUNCTION "seat_wake_sync"();
CREATE TRIGGER "Seat_wake_delete" AFTER DELETE ON "Seat" FOR EACH ROW
  EXECUTE FUNCTION "seat_wake_sync"();

INSERT INTO "SeatWake" ("seatId", "matchId", "seatIndex", "deadlineAt", "reminderAt")
SELECT "id", "matchId", "seatIndex", "clockDeadlineAt", "reminderAt" FROM "Seat"
WHERE "clockDeadlineAt" IS NOT NULL OR "reminderAt" IS NOT NULL;
