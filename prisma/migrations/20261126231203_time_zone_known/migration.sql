-- Times in the player's zone (issue 33). User.timeZone was "UTC" by default, so "never chosen" and "chose
-- UTC" could not be told apart, and every account that never opened Settings saw deadlines in UTC. Now null
-- means "not known yet": the next page the user opens takes the browser's zone from its cookie
-- (components/time-zone-cookie.tsx, app/layout.tsx), registration stores it from the start, Settings changes it.
-- Every stored "UTC" becomes null: that was the default nearly always; a player who did choose UTC on purpose
-- gets their browser's zone once and can choose UTC again in Settings.

-- AlterTable
ALTER TABLE "PendingRegistration" ADD COLUMN     "timeZone" TEXT;

-- AlterTable
ALTER TABLE "User" ALTER COLUMN "timeZone" DROP NOT NULL,
ALTER COLUMN "timeZone" DROP DEFAULT;

UPDATE "User" SET "timeZone" = NULL WHERE "timeZone" = 'UTC';
