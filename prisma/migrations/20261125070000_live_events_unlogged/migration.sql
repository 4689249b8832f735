-- Live events are the resume positions of the pages' live streams, kept for an hour: nothing a player
-- loses if a database crash empties them (lib/live/replay.ts tells every client that was away to fetch
-- again, by the sequence below). An unlogged table writes no WAL: every step and commit wrote one event,
-- about 150 bytes of WAL each (pg_walinspect), a tenth of a committed turn's WAL.
ALTER TABLE "LiveEvent" SET UNLOGGED;

-- The ids stay durable: after a crash the sequence goes on above every id a client may have seen, which is
-- how a resuming client is told that events it did not see are gone. PostgreSQL 15 and later make a
-- table's own sequence unlogged with it; before 15 a sequence is always logged.
DO $$
BEGIN
  IF current_setting('server_version_num')::int >= 150000 THEN
    EXECUTE 'ALTER SEQUENCE "LiveEvent_id_seq" SET LOGGED';
  END IF;
END
$$;
