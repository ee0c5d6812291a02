-- A coach or an administrator discharges a client (issue #29): the case is closed (closed_at) and kept
-- whole for the service's records and the commissioner report, unlike a closure request, which erases.
-- Why (a reason, with the contact attempts made when the client disengaged, and the staff member's
-- note) and who did it. Null for every case not discharged.
ALTER TABLE "clients" ADD COLUMN "discharged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "discharge_reason" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "discharge_attempts" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "discharge_note" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "discharged_by" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_discharged_by_staff_id_fk" FOREIGN KEY ("discharged_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The retention pass finds discharged cases past the cut-off without reading every closed case.
CREATE INDEX "clients_discharged" ON "clients" USING btree ("discharged_at") WHERE "discharged_at" is not null;
--> statement-breakpoint
-- Marking a session held or missed can be undone for 10 minutes by whoever marked it or an
-- administrator (issue #29): when and by whom it was marked. Null for sessions never marked.
ALTER TABLE "sessions" ADD COLUMN "status_marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "status_marked_by" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_status_marked_by_staff_id_fk" FOREIGN KEY ("status_marked_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;
