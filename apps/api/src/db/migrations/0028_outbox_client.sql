-- Each message names its client: found by address, a text to a phone two clients share went into both
-- clients' data exports, and closing one account deleted the other's unsent texts.
ALTER TABLE "outbox" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_client" ON "outbox" USING btree ("client_id");--> statement-breakpoint
-- Earlier rows: the one client whose address (or device, for a push) it went to; rows that no single
-- client's address matches stay null and are still found by address.
UPDATE "outbox" o SET "client_id" = (
  SELECT min(c."id") FROM "clients" c
  WHERE (o."channel" = 'email' AND lower(c."email") = lower(o."recipient"))
     OR (o."channel" = 'sms' AND c."phone_number" = o."recipient")
  HAVING count(*) = 1
) WHERE o."channel" IN ('email', 'sms');--> statement-breakpoint
UPDATE "outbox" o SET "client_id" = p."client_id" FROM "push_subscriptions" p
WHERE o."channel" = 'push' AND o."recipient" = p."id"::text;
