ALTER TABLE "messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "handled_by" integer REFERENCES "staff"("id");--> statement-breakpoint
ALTER TABLE "coach_slots" ADD COLUMN "capacity" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
CREATE TABLE "contact_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
	"staff_id" integer REFERENCES "staff"("id"),
	"channel" text NOT NULL,
	"outcome" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_attempts_client" ON "contact_attempts" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE TABLE "case_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
	"staff_id" integer REFERENCES "staff"("id"),
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "case_notes_client" ON "case_notes" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE TABLE "risk_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
	"reason" text NOT NULL,
	"set_by" integer REFERENCES "staff"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_by" integer REFERENCES "staff"("id"),
	"clear_reason" text
);
--> statement-breakpoint
CREATE INDEX "risk_flags_client" ON "risk_flags" USING btree ("client_id") WHERE "cleared_at" IS NULL;--> statement-breakpoint
CREATE INDEX "clients_last_name_prefix" ON "clients" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clients_first_name_prefix" ON "clients" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clients_email_prefix" ON "clients" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clients_phone_digits" ON "clients" USING btree (regexp_replace(regexp_replace("phone_number", '[^0-9]', '', 'g'), '^44', '0') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clients_postcode_compact" ON "clients" USING btree (upper(replace("postcode", ' ', '')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clients_dob" ON "clients" USING btree ("dob");--> statement-breakpoint
CREATE INDEX "sessions_status_due" ON "sessions" USING btree ("status","due_date");--> statement-breakpoint
CREATE INDEX "actions_open_due" ON "actions" USING btree ("due_date") WHERE "status" = 'incomplete';
