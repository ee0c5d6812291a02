-- An automatic risk flag (BMI 40+, AUDIT 16+) acknowledged by staff, for the health check that raised
-- it: a later check makes a new assessment row, so the same condition raises a fresh flag.
CREATE TABLE "risk_flag_acknowledgements" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"assessment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"acknowledged_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "risk_flag_acknowledgements" ADD CONSTRAINT "risk_flag_acknowledgements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_flag_acknowledgements" ADD CONSTRAINT "risk_flag_acknowledgements_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_flag_acknowledgements" ADD CONSTRAINT "risk_flag_acknowledgements_acknowledged_by_staff_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "risk_flag_acknowledgements_check_kind" ON "risk_flag_acknowledgements" USING btree ("assessment_id","kind");--> statement-breakpoint
CREATE INDEX "risk_flag_acknowledgements_client" ON "risk_flag_acknowledgements" USING btree ("client_id","created_at");--> statement-breakpoint
-- A contact attempt or case note corrected by its author: when, and the earlier words in
-- casework_corrections (client data, erased with the client; the audit row names the correction's id).
ALTER TABLE "contact_attempts" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "case_notes" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "casework_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"contact_attempt_id" integer,
	"case_note_id" integer,
	"earlier_outcome" text,
	"earlier_note" text NOT NULL,
	"corrected_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "casework_corrections" ADD CONSTRAINT "casework_corrections_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casework_corrections" ADD CONSTRAINT "casework_corrections_contact_attempt_id_contact_attempts_id_fk" FOREIGN KEY ("contact_attempt_id") REFERENCES "public"."contact_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casework_corrections" ADD CONSTRAINT "casework_corrections_case_note_id_case_notes_id_fk" FOREIGN KEY ("case_note_id") REFERENCES "public"."case_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casework_corrections" ADD CONSTRAINT "casework_corrections_corrected_by_staff_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "casework_corrections_client" ON "casework_corrections" USING btree ("client_id","created_at");--> statement-breakpoint
-- Events' slugs are their web addresses, so one each: any already shared get the event's id added.
UPDATE "events" e SET "slug" = e."slug" || '-' || e."id"
	WHERE EXISTS (SELECT 1 FROM "events" o WHERE o."slug" = e."slug" AND o."id" < e."id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_slug" ON "events" USING btree ("slug");
