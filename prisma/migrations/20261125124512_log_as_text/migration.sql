-- Less WAL per committed turn (issue 16: at most 3 KB), measured with pg_walinspect (scratch probe and
-- `npm run bench:server -- --wal-detail`):
-- * The move log's moves, history lines and marks, and the pending steps, are stored as the text the site
--   wrote (json) instead of PostgreSQL's binary jsonb: the site only stores and fetches them whole, and for
--   documents this small (below the 2 KB at which PostgreSQL compresses a row) jsonb's binary form is larger
--   than the compact text (a Glen More log row 1.13 KB against 0.86 KB). The game's state stays jsonb: its
--   binary form passes 2 KB and is compressed, the text often stays below and is not (per stored state, Glen
--   More 1.22 KB as jsonb against 1.37 KB as json, Stone Age 0.94 against 1.16).
-- * The log's surrogate key goes: (matchId, index) was already unique and is what every reader looks up,
--   so one index entry less per entry written.
-- Migrations run in one transaction: a failure leaves the old table as it was. Existing rows are rewritten.
-- DropIndex
DROP INDEX "MoveLog_matchId_index_key";

-- AlterTable
ALTER TABLE "Match" ALTER COLUMN "pending" SET DATA TYPE JSON;

-- AlterTable
ALTER TABLE "MoveLog" DROP CONSTRAINT "MoveLog_pkey",
DROP COLUMN "id",
ALTER COLUMN "moves" SET DATA TYPE JSON,
ALTER COLUMN "lines" SET DATA TYPE JSON,
ALTER COLUMN "marks" SET DATA TYPE JSON,
ADD CONSTRAINT "MoveLog_pkey" PRIMARY KEY ("matchId", "index");
