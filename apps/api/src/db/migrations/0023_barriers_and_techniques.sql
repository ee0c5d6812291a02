-- Barriers with their COM-B component, named by the client (from the reviewed list) or written by the
-- coach, and a technique library on the BCT Taxonomy v1 (its number and the components it targets,
-- written at start-up from packages/shared). A technique added for a barrier keeps the barrier's
-- component and pathway, so this service's ratings are counted per component and pathway even after
-- the barrier itself is removed or erased with its client's account.
CREATE TABLE "client_barriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"pathway" text NOT NULL,
	"component" text NOT NULL,
	"words" text NOT NULL,
	"common_key" text,
	"named_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "client_barriers" ADD CONSTRAINT "client_barriers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_barriers_client" ON "client_barriers" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "client_barriers_client_common" ON "client_barriers" USING btree ("client_id","common_key");--> statement-breakpoint
ALTER TABLE "bcts" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "bcts" ADD COLUMN "components" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bcts_code" ON "bcts" USING btree ("code");--> statement-breakpoint
ALTER TABLE "plan_bcts" ADD COLUMN "barrier_id" integer;--> statement-breakpoint
ALTER TABLE "plan_bcts" ADD COLUMN "barrier_component" text;--> statement-breakpoint
ALTER TABLE "plan_bcts" ADD COLUMN "barrier_pathway" text;--> statement-breakpoint
ALTER TABLE "plan_bcts" ADD CONSTRAINT "plan_bcts_barrier_id_client_barriers_id_fk" FOREIGN KEY ("barrier_id") REFERENCES "public"."client_barriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_bcts_barrier" ON "plan_bcts" USING btree ("barrier_id");--> statement-breakpoint
CREATE INDEX "plan_bcts_rated_for_component" ON "plan_bcts" USING btree ("barrier_component","barrier_pathway","bct_id") WHERE "progress" IS NOT NULL;
