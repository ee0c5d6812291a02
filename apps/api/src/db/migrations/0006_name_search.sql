CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "clients_last_name_trigram" ON "clients" USING gin (lower("last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_first_name_trigram" ON "clients" USING gin (lower("first_name") gin_trgm_ops);
