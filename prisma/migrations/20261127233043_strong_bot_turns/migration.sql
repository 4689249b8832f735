-- AlterTable
ALTER TABLE "Seat" ADD COLUMN     "botBudgetMs" INTEGER;

-- CreateTable
CREATE TABLE "BotTurn" (
    "matchId" INTEGER NOT NULL,
    "seatIndex" INTEGER NOT NULL,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "leaseUntil" TIMESTAMP(3),

    CONSTRAINT "BotTurn_pkey" PRIMARY KEY ("matchId","seatIndex")
);

-- CreateIndex
CREATE INDEX "BotTurn_dueAt_idx" ON "BotTurn"("dueAt");
