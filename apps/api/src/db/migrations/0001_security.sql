-- Failed client logins are counted per submitted address in rate_limits (known or not).
ALTER TABLE "clients" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "locked_until";--> statement-breakpoint
-- A sent message keeps its metadata only: its body held live links.
ALTER TABLE "outbox" ALTER COLUMN "body" DROP NOT NULL;--> statement-breakpoint
UPDATE "outbox" SET "body" = NULL WHERE "status" = 'sent';--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"owner" text NOT NULL,
	"route" text NOT NULL,
	"key" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY ("owner", "route", "key")
);--> statement-breakpoint
CREATE INDEX "idempotency_keys_created" ON "idempotency_keys" USING btree ("created_at");
