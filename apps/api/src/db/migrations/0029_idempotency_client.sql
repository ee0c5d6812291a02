-- Each kept answer names the client it was by or about: it may repeat a message they or their coach
-- wrote, which stayed after the client's erasure. Clients' own answers are given theirs; a staff
-- member's earlier ones name none and go within a day with the rest. No foreign key: the key is
-- claimed before the route finds whether the client it names exists.
ALTER TABLE "idempotency_keys" ADD COLUMN "client_id" integer;--> statement-breakpoint
CREATE INDEX "idempotency_keys_client" ON "idempotency_keys" USING btree ("client_id");--> statement-breakpoint
UPDATE "idempotency_keys" SET "client_id" = c."id" FROM "clients" c WHERE "caller" = 'client:' || c."id";
