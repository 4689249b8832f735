-- CreateTable
CREATE TABLE "GameStat" (
    "gameKey" TEXT NOT NULL,
    "variants" TEXT NOT NULL,
    "players" INTEGER NOT NULL,
    "matches" INTEGER NOT NULL DEFAULT 0,
    "daysSum" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "turnsSum" INTEGER NOT NULL DEFAULT 0,
    "scoredMatches" INTEGER NOT NULL DEFAULT 0,
    "winningScoreSum" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GameStat_pkey" PRIMARY KEY ("gameKey","variants","players")
);

-- CreateTable
CREATE TABLE "GameSeatStat" (
    "gameKey" TEXT NOT NULL,
    "variants" TEXT NOT NULL,
    "players" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "wins" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "GameSeatStat_pkey" PRIMARY KEY ("gameKey","variants","players","seat")
);

-- CreateIndex
CREATE INDEX "Match_status_awaitingSince_idx" ON "Match"("status", "awaitingSince");

-- CreateIndex
CREATE INDEX "Match_status_finishedAt_idx" ON "Match"("status", "finishedAt");

-- Backfill: the matches finished before the counters existed, counted as lib/stats/counted.ts and
-- lib/stats/record.ts count a match as it finishes (tests/integration/stats-backfill.test.ts compares them).
WITH m AS (
  SELECT mt."gameKey",
    mt."playerCount" AS "players",
    COALESCE((SELECT string_agg(d.v, ',' ORDER BY d.v COLLATE "C") FROM (SELECT DISTINCT v
      FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(mt."options"->'variants') = 'array' THEN mt."options"->'variants' ELSE '[]'::jsonb END) AS v) d), '') AS "variants",
    GREATEST(0, EXTRACT(EPOCH FROM (mt."finishedAt" - mt."startedAt")) / 86400.0)::float8 AS "days",
    (SELECT count(*) FROM "MoveLog" l WHERE l."matchId" = mt."id" AND l."endsTurn")::int AS "turns",
    (COALESCE((mt."outcome"->>'endedEarly')::boolean, false) = false AND jsonb_array_length(mt."outcome"->'winners') > 0) AS "scored",
    COALESCE((SELECT max(COALESCE((mt."outcome"->'scores'->>(w::int))::float8, 0))
      FROM jsonb_array_elements_text(mt."outcome"->'winners') AS w), 0) AS "winningScore"
  FROM "Match" mt
  WHERE mt."status" = 'finished' AND mt."startedAt" IS NOT NULL AND mt."finishedAt" IS NOT NULL AND mt."outcome" IS NOT NULL
)
INSERT INTO "GameStat" ("gameKey", "variants", "players", "matches", "daysSum", "turnsSum", "scoredMatches", "winningScoreSum", "updatedAt")
SELECT "gameKey", "variants", "players", count(*)::int, sum("days"), sum("turns")::int, sum(CASE WHEN "scored" THEN 1 ELSE 0 END)::int,
  sum(CASE WHEN "scored" THEN "winningScore" ELSE 0 END), (now() AT TIME ZONE 'UTC')
FROM m GROUP BY "gameKey", "variants", "players";

WITH m AS (
  SELECT mt."gameKey",
    mt."playerCount" AS "players",
    COALESCE((SELECT string_agg(d.v, ',' ORDER BY d.v COLLATE "C") FROM (SELECT DISTINCT v
      FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(mt."options"->'variants') = 'array' THEN mt."options"->'variants' ELSE '[]'::jsonb END) AS v) d), '') AS "variants",
    mt."outcome"
  FROM "Match" mt
  WHERE mt."status" = 'finished' AND mt."startedAt" IS NOT NULL AND mt."finishedAt" IS NOT NULL AND mt."outcome" IS NOT NULL
)
INSERT INTO "GameSeatStat" ("gameKey", "variants", "players", "seat", "wins")
SELECT m."gameKey", m."variants", m."players", w."seat", count(*)::int
FROM m, LATERAL (SELECT DISTINCT x::int AS "seat" FROM jsonb_array_elements_text(m."outcome"->'winners') AS x) AS w
GROUP BY m."gameKey", m."variants", m."players", w."seat";
