-- DropIndex
DROP INDEX "LiveEvent_createdAt_idx";

-- Room on each page for a row's next version: a match is rewritten on every step and commit, a seat on most
-- commits. With free space on its page, an update that changes no indexed column is a HOT update and its WAL
-- record holds only the bytes that changed (not the whole row with the game state). Pages filled before this
-- keep their layout until rows move; new pages get the room.
ALTER TABLE "Match" SET (fillfactor = 50);
ALTER TABLE "Seat" SET (fillfactor = 70);
