-- Self-logging between checks (issue 31): entries, weekly targets the coach sets, the weekly reminder to log.
CREATE TABLE "self_log_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"measure" text NOT NULL,
	"day" date NOT NULL,
	"value" double precision NOT NULL,
	"unit" text NOT NULL,
	"detail" jsonb,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "self_log_entries_one_a_day" UNIQUE("client_id","measure","day")
);
--> statement-breakpoint
CREATE TABLE "self_log_reminders" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"weekday" smallint NOT NULL,
	"band" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "self_log_targets" (
	"client_id" integer NOT NULL,
	"measure" text NOT NULL,
	"value" double precision NOT NULL,
	"set_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "self_log_targets_client_id_measure_pk" PRIMARY KEY("client_id","measure")
);
--> statement-breakpoint
ALTER TABLE "self_log_entries" ADD CONSTRAINT "self_log_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_log_reminders" ADD CONSTRAINT "self_log_reminders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_log_targets" ADD CONSTRAINT "self_log_targets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_log_targets" ADD CONSTRAINT "self_log_targets_set_by_staff_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "self_log_entries_day" ON "self_log_entries" USING btree ("day");