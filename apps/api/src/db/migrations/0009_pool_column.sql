-- The intake pool as a column, so the planner has statistics for it (it multiplied the shares of
-- clients with no coach and of open cases, and expected a thousand in a pool that held none); then an
-- index of open cases for an administrator's lists, which that guess would have sent coaches to.
ALTER TABLE "clients" ADD COLUMN "in_pool" boolean GENERATED ALWAYS AS ("coach_id" IS NULL AND "closed_at" IS NULL) STORED;--> statement-breakpoint
DROP INDEX "clients_open_pool";--> statement-breakpoint
CREATE INDEX "clients_open_pool" ON "clients" USING btree ("created_at","id") WHERE "in_pool";--> statement-breakpoint
CREATE INDEX "clients_open" ON "clients" USING btree ("created_at","id") WHERE "closed_at" IS NULL;--> statement-breakpoint
ANALYZE "clients";
