-- AlterTable
ALTER TABLE "OutboxMail" ADD COLUMN     "batchedInto" BIGINT,
ADD COLUMN     "seatIndex" INTEGER;

-- AlterTable
ALTER TABLE "Seat" ADD COLUMN     "seenAt" TIMESTAMP(3),
ADD COLUMN     "turnMailSentAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "autoEndTurnSeconds" INTEGER NOT NULL DEFAULT 5,
ADD COLUMN     "autoForcedMoves" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "quietFromHour" INTEGER,
ADD COLUMN     "quietToHour" INTEGER,
ADD COLUMN     "turnMailDelayMinutes" INTEGER NOT NULL DEFAULT 10;
