-- Failed client logins are counted per submitted address in rate_limits (known or not).
ALTER TABLE "clients" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "locked_until";--> statement-breakpoint
-- A sent message keeps its metadata only: its body held live links.
ALTER TABLE "outbox" ALTER COLUMN "body" DROP NOT NULL;--> statement-breakpoint
UPDATE "outbox" SET "body" = NULL WHERE "status" = 'sent';
