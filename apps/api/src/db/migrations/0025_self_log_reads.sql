-- Self-logging's staff reads (issue 31): a client's entries by day across measures (My day's stopped-logging list, the latest entry of any measure).
CREATE INDEX "self_log_entries_client_day" ON "self_log_entries" USING btree ("client_id","day");
