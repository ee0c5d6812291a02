-- My day shows each of today's sessions with the client's latest note. That note was found through
-- every session the client has had, then every session's notes, sorted: a probe per session for each
-- row, growing with the client's history (0.15-0.25 ms of a load with a year of notes). A note now
-- carries its session's client, which a session never changes, and the client's notes are indexed
-- newest first: one probe a row.
ALTER TABLE "session_notes" ADD COLUMN "client_id" integer;--> statement-breakpoint
UPDATE "session_notes" n SET "client_id" = s."client_id" FROM "sessions" s WHERE s."id" = n."session_id";--> statement-breakpoint
ALTER TABLE "session_notes" ALTER COLUMN "client_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_notes_client_latest" ON "session_notes" USING btree ("client_id","date" DESC,"id" DESC);
