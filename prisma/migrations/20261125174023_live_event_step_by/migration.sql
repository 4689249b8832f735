-- AlterTable
ALTER TABLE "LiveEvent" ADD COLUMN     "stepBy" INTEGER;
