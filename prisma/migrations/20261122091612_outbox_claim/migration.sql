-- AlterTable
ALTER TABLE "OutboxMail" ADD COLUMN     "claimedAt" TIMESTAMP(3);
