-- AlterTable
ALTER TABLE "MoveLog" ADD COLUMN     "marks" JSONB NOT NULL DEFAULT '[]';
