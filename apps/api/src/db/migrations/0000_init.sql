CREATE TABLE "access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"client_id" integer,
	"staff_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"due_date" date,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"intro" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"url" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reminder_type" text,
	"answers" jsonb NOT NULL,
	"stats" jsonb NOT NULL,
	"messages" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"client_id" integer,
	"action" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bcts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"web_friendly_name" text NOT NULL,
	"description" text NOT NULL,
	"retired" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"reminder_type" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"dob" date NOT NULL,
	"postcode" text NOT NULL,
	"address1" text DEFAULT '' NOT NULL,
	"phone_number" text NOT NULL,
	"contact_method" integer,
	"leave_message" text,
	"gender" integer,
	"gender_other" text,
	"ethnicity" integer,
	"gp_practice_id" integer,
	"workplace" integer,
	"additional_support" text,
	"someone_else" text DEFAULT 'for-me' NOT NULL,
	"how_did_you_hear_about_us" integer,
	"how_did_you_hear_about_us_other" text,
	"accept_terms" boolean DEFAULT false NOT NULL,
	"share_pseudonymised" boolean DEFAULT false NOT NULL,
	"receive_newsletter" boolean DEFAULT false NOT NULL,
	"pathways" text[] DEFAULT '{}'::text[] NOT NULL,
	"password_hash" text,
	"tool_notification_sms" text DEFAULT 'no' NOT NULL,
	"tool_notification_email" text DEFAULT 'yes' NOT NULL,
	"contact_days" text[] DEFAULT '{}'::text[] NOT NULL,
	"contact_times" text[] DEFAULT '{}'::text[] NOT NULL,
	"time_preference_at" timestamp with time zone,
	"preferred_method" integer,
	"completed_calls" integer DEFAULT 0 NOT NULL,
	"assessment_count" integer DEFAULT 0 NOT NULL,
	"coach_id" integer,
	"closure_requested_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"registration_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coach_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"day" text NOT NULL,
	"time" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dropdown_options" (
	"id" integer NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"editable" boolean DEFAULT false NOT NULL,
	"retired" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"slug" text NOT NULL,
	"start_date" date NOT NULL,
	"retired" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"topic" text NOT NULL,
	"rating" smallint,
	"comments" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"message" text NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"staff_id" integer,
	"is_coach" boolean NOT NULL,
	"message" text NOT NULL,
	"user_seen" boolean DEFAULT false NOT NULL,
	"sent" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"object" text NOT NULL,
	"object_id" integer NOT NULL,
	"title" text NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_articles" (
	"plan_id" integer NOT NULL,
	"article_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_bct_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_bct_id" integer NOT NULL,
	"note" text NOT NULL,
	"date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_bcts" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"bct_id" integer NOT NULL,
	"progress" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_events" (
	"plan_id" integer NOT NULL,
	"event_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"service_level" smallint DEFAULT 1 NOT NULL,
	"pathways" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrers" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"relationship" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"note" text NOT NULL,
	"date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"coach_id" integer,
	"type" text NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"due_date" date NOT NULL,
	"time" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text,
	"totp_enabled" boolean DEFAULT false NOT NULL,
	"recovery_code_hashes" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_links" ADD CONSTRAINT "client_links_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_coach_id_staff_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_slots" ADD CONSTRAINT "coach_slots_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_messages" ADD CONSTRAINT "help_messages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_articles" ADD CONSTRAINT "plan_articles_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_articles" ADD CONSTRAINT "plan_articles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_bct_notes" ADD CONSTRAINT "plan_bct_notes_plan_bct_id_plan_bcts_id_fk" FOREIGN KEY ("plan_bct_id") REFERENCES "public"."plan_bcts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_bcts" ADD CONSTRAINT "plan_bcts_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_bcts" ADD CONSTRAINT "plan_bcts_bct_id_bcts_id_fk" FOREIGN KEY ("bct_id") REFERENCES "public"."bcts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_events" ADD CONSTRAINT "plan_events_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_events" ADD CONSTRAINT "plan_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_notes" ADD CONSTRAINT "plan_notes_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrers" ADD CONSTRAINT "referrers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_coach_id_staff_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_tokens_hash" ON "access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "access_tokens_client" ON "access_tokens" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "access_tokens_staff" ON "access_tokens" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "actions_client" ON "actions" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "articles_published" ON "articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "assessments_client" ON "assessments" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_client" ON "audit_log" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_links_token" ON "client_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "client_links_client" ON "client_links" USING btree ("client_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_email" ON "clients" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "clients_name_postcode" ON "clients" USING btree (lower("first_name"),lower("last_name"),"postcode");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_registration_key" ON "clients" USING btree ("registration_key");--> statement-breakpoint
CREATE INDEX "clients_coach" ON "clients" USING btree ("coach_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coach_slots_unique" ON "coach_slots" USING btree ("staff_id","day","time");--> statement-breakpoint
CREATE UNIQUE INDEX "dropdown_options_key_id" ON "dropdown_options" USING btree ("key","id");--> statement-breakpoint
CREATE INDEX "dropdown_options_key_rank" ON "dropdown_options" USING btree ("key","rank");--> statement-breakpoint
CREATE INDEX "feedback_client" ON "feedback" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "help_messages_client" ON "help_messages" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "messages_client_sent" ON "messages" USING btree ("client_id","sent");--> statement-breakpoint
CREATE INDEX "notifications_client_created" ON "notifications" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_pending" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_articles_pk" ON "plan_articles" USING btree ("plan_id","article_id");--> statement-breakpoint
CREATE INDEX "plan_bct_notes_plan_bct" ON "plan_bct_notes" USING btree ("plan_bct_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_bcts_plan_bct" ON "plan_bcts" USING btree ("plan_id","bct_id");--> statement-breakpoint
CREATE INDEX "plan_bcts_bct" ON "plan_bcts" USING btree ("bct_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_events_pk" ON "plan_events" USING btree ("plan_id","event_id");--> statement-breakpoint
CREATE INDEX "plan_notes_plan" ON "plan_notes" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_client" ON "plans" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "referrers_client" ON "referrers" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "session_notes_session" ON "session_notes" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_client_due" ON "sessions" USING btree ("client_id","due_date");--> statement-breakpoint
CREATE INDEX "sessions_coach_due" ON "sessions" USING btree ("coach_id","due_date","time");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_email" ON "staff" USING btree (lower("email"));