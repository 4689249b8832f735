-- CreateTable
CREATE TABLE "Tournament" (
    "id" SERIAL NOT NULL,
    "createdById" TEXT NOT NULL,
    "gameKey" TEXT NOT NULL,
    "tableSize" INTEGER NOT NULL,
    "format" TEXT NOT NULL,
    "rounds" INTEGER NOT NULL,
    "maxPlayers" INTEGER NOT NULL,
    "timeControl" JSONB NOT NULL,
    "rated" BOOLEAN NOT NULL,
    "options" JSONB NOT NULL DEFAULT '{}',
    "signupUntil" TIMESTAMP(3) NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "currentRound" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "Tournament_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TournamentPlayer" (
    "tournamentId" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "joinedAt" TIMESTAMP(3) NOT NULL,
    "seed" INTEGER,
    "withdrawnAt" TIMESTAMP(3),
    "withdrawnInRound" INTEGER,

    CONSTRAINT "TournamentPlayer_pkey" PRIMARY KEY ("tournamentId","userId")
);

-- CreateTable
CREATE TABLE "TournamentRound" (
    "tournamentId" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),
    "byeUserIds" TEXT[] DEFAULT ARRAY[]::TEXT[],

    CONSTRAINT "TournamentRound_pkey" PRIMARY KEY ("tournamentId","number")
);

-- CreateTable
CREATE TABLE "TournamentTable" (
    "id" TEXT NOT NULL,
    "tournamentId" INTEGER NOT NULL,
    "roundNumber" INTEGER NOT NULL,
    "matchId" INTEGER NOT NULL,
    "userIds" TEXT[],

    CONSTRAINT "TournamentTable_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Tournament_status_signupUntil_idx" ON "Tournament"("status", "signupUntil");

-- CreateIndex
CREATE INDEX "Tournament_createdById_status_idx" ON "Tournament"("createdById", "status");

-- CreateIndex
CREATE INDEX "TournamentPlayer_userId_idx" ON "TournamentPlayer"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "TournamentTable_matchId_key" ON "TournamentTable"("matchId");

-- CreateIndex
CREATE INDEX "TournamentTable_tournamentId_roundNumber_idx" ON "TournamentTable"("tournamentId", "roundNumber");

-- AddForeignKey
ALTER TABLE "Tournament" ADD CONSTRAINT "Tournament_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TournamentPlayer" ADD CONSTRAINT "TournamentPlayer_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "Tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TournamentPlayer" ADD CONSTRAINT "TournamentPlayer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TournamentRound" ADD CONSTRAINT "TournamentRound_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "Tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TournamentTable" ADD CONSTRAINT "TournamentTable_tournamentId_roundNumber_fkey" FOREIGN KEY ("tournamentId", "roundNumber") REFERENCES "TournamentRound"("tournamentId", "number") ON DELETE CASCADE ON UPDATE CASCADE;
