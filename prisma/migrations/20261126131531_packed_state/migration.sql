-- The committed game state is stored packed by the site (lib/matches/packed-state.ts): one format byte, then
-- the state's JSON deflated. Less WAL per committed turn (issue 16: at most 3 KB): PostgreSQL compresses a
-- value only once its row passes about 2 KB, and then its jsonb form, larger than the text; and a row it
-- compresses is locked first (one more WAL record). Per commit-like update of the states of random games,
-- measured with pg_current_wal_lsn(): 1,275 B of WAL as jsonb, 752 B packed.
-- SQL cannot deflate: the rows here become format 0 (the JSON text as is), which the site reads as well; a
-- running match's next commit packs it. The column keeps its place in the row (a step's update then logs
-- only the bytes that changed after it); its new name makes every reader go through unpackState.
-- Both tables are rewritten, in one transaction that locks them: on a large site, run it while the site is
-- down for an update.

-- AlterTable
ALTER TABLE "Match" ALTER COLUMN "state" SET DATA TYPE BYTEA
  USING CASE WHEN "state" IS NULL THEN NULL ELSE '\x00'::bytea || convert_to("state"::text, 'UTF8') END;
ALTER TABLE "Match" RENAME COLUMN "state" TO "packedState";

-- AlterTable
ALTER TABLE "ReplaySnapshot" ALTER COLUMN "state" SET DATA TYPE BYTEA
  USING '\x00'::bytea || convert_to("state"::text, 'UTF8');
ALTER TABLE "ReplaySnapshot" RENAME COLUMN "state" TO "packedState";
