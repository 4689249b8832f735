-- CreateTable
CREATE TABLE "ReplaySnapshot" (
    "matchId" INTEGER NOT NULL,
    "entries" INTEGER NOT NULL,
    "state" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReplaySnapshot_pkey" PRIMARY KEY ("matchId","entries")
);

-- AddForeignKey
ALTER TABLE "ReplaySnapshot" ADD CONSTRAINT "ReplaySnapshot_matchId_fkey" FOREIGN KEY ("matchId") REFERENCES "Match"("id") ON DELETE CASCADE ON UPDATE CASCADE;
