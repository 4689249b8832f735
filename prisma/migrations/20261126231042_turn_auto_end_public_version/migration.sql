-- AlterTable
ALTER TABLE "LiveEvent" ADD COLUMN     "publicVersion" INTEGER;

-- AlterTable
ALTER TABLE "Match" ADD COLUMN     "publicVersion" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "TurnAutoEnd" (
    "matchId" INTEGER NOT NULL,
    "seatIndex" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "leaseUntil" TIMESTAMP(3),

    CONSTRAINT "TurnAutoEnd_pkey" PRIMARY KEY ("matchId","seatIndex")
);

-- CreateIndex
CREATE INDEX "TurnAutoEnd_dueAt_idx" ON "TurnAutoEnd"("dueAt");

-- Every match starts its public version where its version is: the two are equal until the next uncommitted
-- step (open matches have no steps, so a lobby's version stays the one its buttons send).
UPDATE "Match" SET "publicVersion" = "version";
