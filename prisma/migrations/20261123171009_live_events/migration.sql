-- AlterTable
ALTER TABLE "User" ADD COLUMN     "presentUntil" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "LiveEvent" (
    "id" BIGSERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "matchId" INTEGER NOT NULL,
    "version" INTEGER,
    "userId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LiveEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LiveEvent_createdAt_idx" ON "LiveEvent"("createdAt");
