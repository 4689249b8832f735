-- AlterTable
ALTER TABLE "Match" ADD COLUMN     "cancelVote" JSONB,
ADD COLUMN     "timeControl" JSONB NOT NULL DEFAULT '{"kind":"none"}',
ADD COLUMN     "timeoutPolicy" TEXT NOT NULL DEFAULT 'bot';

-- AlterTable
ALTER TABLE "Seat" ADD COLUMN     "clockBankSeconds" INTEGER,
ADD COLUMN     "clockDeadlineAt" TIMESTAMP(3),
ADD COLUMN     "clockPausedSeconds" INTEGER,
ADD COLUMN     "forfeit" TEXT,
ADD COLUMN     "formerUserId" TEXT,
ADD COLUMN     "reminded" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "reminderAt" TIMESTAMP(3),
ADD COLUMN     "replacedBecause" TEXT;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "autoVacation" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "calendarVersion" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "vacationAccruedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "vacationDays" INTEGER NOT NULL DEFAULT 7,
ADD COLUMN     "vacationUntil" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Seat_clockDeadlineAt_idx" ON "Seat"("clockDeadlineAt");

-- CreateIndex
CREATE INDEX "Seat_reminderAt_idx" ON "Seat"("reminderAt");

-- CreateIndex
CREATE INDEX "User_vacationUntil_idx" ON "User"("vacationUntil");

-- AddForeignKey
ALTER TABLE "Seat" ADD CONSTRAINT "Seat_formerUserId_fkey" FOREIGN KEY ("formerUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Matches running before clocks existed are "none" matches: their awaited human seats get the 21-day safety
-- net counted from this migration (not from when they started waiting: no match times out by surprise).
UPDATE "Seat" s
SET "clockDeadlineAt" = now() + interval '21 days',
    "reminderAt" = now() + interval '20 days'
FROM "Match" m
WHERE s."matchId" = m."id"
  AND m."status" = 'running'
  AND s."seatIndex" = ANY(m."activeSeats")
  AND s."userId" IS NOT NULL
  AND s."botStyle" IS NULL;
