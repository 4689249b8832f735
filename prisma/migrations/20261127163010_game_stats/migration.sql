-- CreateTable
CREATE TABLE "GameStat" (
    "gameKey" TEXT NOT NULL,
    "variants" TEXT NOT NULL,
    "players" INTEGER NOT NULL,
    "matches" INTEGER NOT NULL DEFAULT 0,
    "daysSum" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "turnsSum" INTEGER NOT NULL DEFAULT 0,
    "scoredMatches" INTEGER NOT NULL DEFAULT 0,
    "winningScoreSum" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GameStat_pkey" PRIMARY KEY ("gameKey","variants","players")
);

-- CreateTable
CREATE TABLE "GameSeatStat" (
    "gameKey" TEXT NOT NULL,
    "variants" TEXT NOT NULL,
    "players" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "wins" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "GameSeatStat_pkey" PRIMARY KEY ("gameKey","variants","players","seat")
);

-- CreateIndex
CREATE INDEX "Match_status_awaitingSince_idx" ON "Match"("status", "awaitingSince");

-- CreateIndex
CREATE INDEX "Match_status_finishedAt_idx" ON "Match"("status", "finishedAt");
