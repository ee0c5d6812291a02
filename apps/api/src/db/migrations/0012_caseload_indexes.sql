-- A coach's lists read their open cases: the caseload index leads with the coach and then whether the
-- case is closed, so a coach's closed cases, which grow for as long as they work here, are never read
-- for them (before, PostgreSQL combined the coach's index with the index of every open case). A
-- client's open actions by due date, for My day's overdue actions without reading done ones.
CREATE INDEX "clients_caseload" ON "clients" USING btree ("coach_id","closed_at");--> statement-breakpoint
DROP INDEX "clients_coach";--> statement-breakpoint
CREATE INDEX "actions_client_open" ON "actions" USING btree ("client_id","due_date") WHERE "status" = 'incomplete';--> statement-breakpoint
ANALYZE "clients";
