-- AlterTable
ALTER TABLE "User" ADD COLUMN     "pushEachTurn" BOOLEAN NOT NULL DEFAULT false;

-- Push-only turn notices (status 'push': a digest or mail-off player who asked for a push each turn; never
-- mailed) join the push sender's scan (lib/notifications/turn-push.ts), so its partial index covers them too.
DROP INDEX "OutboxMail_push_due_idx";
CREATE INDEX "OutboxMail_push_due_idx" ON "OutboxMail" ("id") WHERE "kind" = 'turn' AND "status" IN ('waiting', 'push') AND "pushedAt" IS NULL;
