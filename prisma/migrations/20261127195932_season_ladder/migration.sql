-- CreateTable
CREATE TABLE "LadderEntry" (
    "gameKey" TEXT NOT NULL,
    "season" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "points" DOUBLE PRECISION NOT NULL,
    "matches" INTEGER NOT NULL,
    "wins" INTEGER NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LadderEntry_pkey" PRIMARY KEY ("gameKey","season","userId")
);

-- CreateTable
CREATE TABLE "LadderMatch" (
    "matchId" INTEGER NOT NULL,
    "gameKey" TEXT NOT NULL,
    "season" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LadderMatch_pkey" PRIMARY KEY ("matchId")
);

-- CreateIndex
CREATE INDEX "LadderEntry_gameKey_season_points_wins_matches_idx" ON "LadderEntry"("gameKey", "season", "points" DESC, "wins" DESC, "matches");

-- CreateIndex
CREATE INDEX "LadderEntry_userId_idx" ON "LadderEntry"("userId");

-- AddForeignKey
ALTER TABLE "LadderEntry" ADD CONSTRAINT "LadderEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
