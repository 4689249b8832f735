-- AlterTable
ALTER TABLE "Tournament" ADD COLUMN     "minFinishedPercent" INTEGER;
