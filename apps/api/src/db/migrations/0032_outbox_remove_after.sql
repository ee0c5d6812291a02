ALTER TABLE "outbox" ADD COLUMN "remove_after" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_remove_after" ON "outbox" USING btree ("remove_after") WHERE "outbox"."remove_after" is not null;--> statement-breakpoint
-- Closure confirmations already written go 30 days after they were (CLOSURE_NOTICE_DAYS): a closed
-- account's outbox holds nothing else.
UPDATE "outbox" o SET "remove_after" = o."created_at" + interval '30 days'
FROM "clients" c WHERE o."client_id" = c."id" AND c."closed_at" IS NOT NULL;
