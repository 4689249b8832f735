-- AlterTable
ALTER TABLE "OutboxMail" ADD COLUMN     "pushedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "PushSubscription" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "endpoint" TEXT NOT NULL,
    "p256dh" TEXT NOT NULL,
    "auth" TEXT NOT NULL,
    "label" TEXT,
    "browser" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3),

    CONSTRAINT "PushSubscription_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PushSubscription_endpoint_key" ON "PushSubscription"("endpoint");

-- CreateIndex
CREATE INDEX "PushSubscription_userId_idx" ON "PushSubscription"("userId");

-- AddForeignKey
ALTER TABLE "PushSubscription" ADD CONSTRAINT "PushSubscription_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Turn notices written before push existed are not pushed late.
UPDATE "OutboxMail" SET "pushedAt" = CURRENT_TIMESTAMP WHERE "kind" = 'turn';

-- The push sender's scan (lib/notifications/turn-push.ts): waiting turn notices not yet considered. Rows leave
-- the index when they are released or dropped, so it stays as small as the turns waiting right now.
CREATE INDEX "OutboxMail_push_due_idx" ON "OutboxMail" ("id") WHERE "kind" = 'turn' AND "status" = 'waiting' AND "pushedAt" IS NULL;
