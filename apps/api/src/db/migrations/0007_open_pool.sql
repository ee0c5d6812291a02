CREATE INDEX "clients_open_pool" ON "clients" USING btree ("created_at","id") WHERE "coach_id" is null and "closed_at" is null;
