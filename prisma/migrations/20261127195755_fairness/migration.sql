-- AlterTable
ALTER TABLE "Match" ADD COLUMN     "seedCommitment" TEXT,
ADD COLUMN     "seedScheme" TEXT,
ADD COLUMN     "serverSeed" TEXT;

-- AlterTable
ALTER TABLE "Seat" ADD COLUMN     "clientSeed" TEXT;
