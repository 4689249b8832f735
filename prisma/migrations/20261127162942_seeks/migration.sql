-- CreateTable
CREATE TABLE "Seek" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "gameKey" TEXT NOT NULL,
    "players" INTEGER[],
    "timeControl" JSONB,
    "rated" BOOLEAN NOT NULL,
    "variants" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "anyVariants" BOOLEAN NOT NULL DEFAULT true,
    "mu" DOUBLE PRECISION NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "matchId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "closedAt" TIMESTAMP(3),

    CONSTRAINT "Seek_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Seek_gameKey_status_idx" ON "Seek"("gameKey", "status");

-- CreateIndex
CREATE INDEX "Seek_userId_status_idx" ON "Seek"("userId", "status");

-- CreateIndex
CREATE INDEX "Seek_status_expiresAt_idx" ON "Seek"("status", "expiresAt");

-- AddForeignKey
ALTER TABLE "Seek" ADD CONSTRAINT "Seek_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
