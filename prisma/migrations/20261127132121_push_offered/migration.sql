-- AlterTable
ALTER TABLE "User" ADD COLUMN     "pushOfferedAt" TIMESTAMP(3);
