/*
  Warnings:

  - A unique constraint covering the columns `[guestTokenHash]` on the table `User` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterTable
ALTER TABLE "Match" ADD COLUMN     "guest" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "PendingRegistration" ADD COLUMN     "guestId" TEXT;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "guest" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "guestTokenHash" TEXT,
ADD COLUMN     "lastSeenAt" TIMESTAMP(3);

-- CreateIndex
CREATE UNIQUE INDEX "User_guestTokenHash_key" ON "User"("guestTokenHash");

-- CreateIndex
CREATE INDEX "User_guest_lastSeenAt_idx" ON "User"("guest", "lastSeenAt");
