-- AlterTable
ALTER TABLE "LoginToken" ADD COLUMN     "newEmail" TEXT;

-- AlterTable
ALTER TABLE "Seat" ADD COLUMN     "playerDeleted" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "deletedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "UsernameHold" (
    "usernameLower" TEXT NOT NULL,
    "until" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "UsernameHold_pkey" PRIMARY KEY ("usernameLower")
);

-- CreateIndex
CREATE INDEX "UsernameHold_until_idx" ON "UsernameHold"("until");
