CREATE TABLE "scheduled_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject_key" text NOT NULL,
	"channel" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scheduled_sends" ADD CONSTRAINT "scheduled_sends_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_sends_once" ON "scheduled_sends" USING btree ("client_id","kind","subject_key");--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"email" boolean NOT NULL,
	"sms" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "plan_bct_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_bct_id" integer NOT NULL,
	"progress" smallint NOT NULL,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_bct_ratings" ADD CONSTRAINT "plan_bct_ratings_plan_bct_id_plan_bcts_id_fk" FOREIGN KEY ("plan_bct_id") REFERENCES "public"."plan_bcts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_bct_ratings_plan_bct" ON "plan_bct_ratings" USING btree ("plan_bct_id","rated_at");
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"staff_id" integer,
	"format" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_client" ON "data_exports" USING btree ("client_id","created_at");
