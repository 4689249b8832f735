-- AlterTable
ALTER TABLE "User" ADD COLUMN     "operator" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "OperatorAction" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "operatorName" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "target" TEXT NOT NULL,

    CONSTRAINT "OperatorAction_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OperatorAction_at_idx" ON "OperatorAction"("at");
