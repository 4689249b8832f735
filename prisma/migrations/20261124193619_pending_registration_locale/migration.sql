-- AlterTable
ALTER TABLE "PendingRegistration" ADD COLUMN     "locale" TEXT;
