-- What My day's waiting messages and risk flags need, kept on the client's row by triggers in the
-- writer's own transaction, as migration 0010 keeps the wait for a reply: the two lists then read the
-- coach's open cases and nothing else. Before, every load probed the latest message of each client
-- waiting (80 in the scale bench) and the open flags and latest health check of every open client: half
-- of PostgreSQL's time for My day.
-- waiting_latest_at, waiting_preview: the latest message's time and first 121 characters (the queue's
-- PREVIEW_LENGTH and one more, to tell whether the preview cuts it) while the client waits; else null.
ALTER TABLE "clients" ADD COLUMN "waiting_latest_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "waiting_preview" text;--> statement-breakpoint
-- open_flags: risk flags set by staff and not cleared. check_bmi, check_alcohol_band: the latest health
-- check's numbers that raise automatic flags (the thresholds stay in the code, rules/risk-flags.ts).
ALTER TABLE "clients" ADD COLUMN "open_flags" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "check_bmi" double precision;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "check_alcohol_band" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "refresh_client_contact"("who" integer) RETURNS void LANGUAGE sql AS $$
	UPDATE clients SET contacted_at = x.contacted_at, waiting_since = w.waiting_since,
		waiting_latest_at = w.latest_at, waiting_preview = w.preview
	FROM (SELECT
		greatest(
			(SELECT max(m.sent) FROM messages m WHERE m.client_id = who),
			(SELECT max(a.created_at) FROM contact_attempts a WHERE a.client_id = who),
			(SELECT max(s.due_date)::timestamptz FROM sessions s WHERE s.client_id = who AND s.status = 'complete')
		) AS contacted_at) AS x
	LEFT JOIN (SELECT coalesce(
			(SELECT min(w.sent) FROM messages w
				WHERE w.client_id = who AND NOT w.is_coach AND w.handled_at IS NULL
					AND w.sent > coalesce((SELECT max(r.sent) FROM messages r
						WHERE r.client_id = who AND r.is_coach), '-infinity')),
			l.sent) AS waiting_since, l.sent AS latest_at, left(l.message, 121) AS preview
		FROM (SELECT * FROM messages WHERE client_id = who ORDER BY sent DESC, id DESC LIMIT 1) AS l
		WHERE NOT l.is_coach AND l.handled_at IS NULL) AS w ON true
	WHERE clients.id = who
		AND (clients.contacted_at, clients.waiting_since, clients.waiting_latest_at, clients.waiting_preview)
			IS DISTINCT FROM (x.contacted_at, w.waiting_since, w.latest_at, w.preview)
$$;--> statement-breakpoint
CREATE FUNCTION "refresh_client_flags"("who" integer) RETURNS void LANGUAGE sql AS $$
	UPDATE clients SET open_flags = x.open_flags, check_bmi = x.bmi, check_alcohol_band = x.alcohol_band
	FROM (SELECT
		(SELECT count(*) FROM risk_flags f WHERE f.client_id = who AND f.cleared_at IS NULL)::int AS open_flags,
		(a.stats->>'bmi')::float8 AS bmi, a.messages->'alcohol'->>'band' AS alcohol_band
		FROM (SELECT 1) AS one
		LEFT JOIN (SELECT stats, messages FROM assessments WHERE client_id = who
			ORDER BY created_at DESC, id DESC LIMIT 1) AS a ON true) AS x
	WHERE clients.id = who
		AND (clients.open_flags, clients.check_bmi, clients.check_alcohol_band)
			IS DISTINCT FROM (x.open_flags, x.bmi, x.alcohol_band)
$$;--> statement-breakpoint
-- One trigger function for every column kept on the client's row: it refreshes, with the function
-- named in the trigger's argument, the client a row belonged to and the one it belongs to now. It
-- takes the place of migration 0010's refresh_client_contact_of_row, whose triggers are made again on it.
CREATE FUNCTION "refresh_client_of_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		EXECUTE format('SELECT %I($1)', TG_ARGV[0]) USING OLD.client_id;
	END IF;
	IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.client_id <> OLD.client_id) THEN
		EXECUTE format('SELECT %I($1)', TG_ARGV[0]) USING NEW.client_id;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP FUNCTION "refresh_client_contact_of_row"() CASCADE;--> statement-breakpoint
CREATE TRIGGER "messages_contact_insert_delete" AFTER INSERT OR DELETE ON "messages"
	FOR EACH ROW EXECUTE FUNCTION refresh_client_of_row('refresh_client_contact');--> statement-breakpoint
CREATE TRIGGER "messages_contact_update"
	AFTER UPDATE OF "client_id", "is_coach", "sent", "handled_at", "message" ON "messages"
	FOR EACH ROW
	WHEN ((OLD.client_id, OLD.is_coach, OLD.sent, OLD.handled_at, OLD.message)
		IS DISTINCT FROM (NEW.client_id, NEW.is_coach, NEW.sent, NEW.handled_at, NEW.message))
	EXECUTE FUNCTION refresh_client_of_row('refresh_client_contact');--> statement-breakpoint
CREATE TRIGGER "contact_attempts_contact_insert_delete" AFTER INSERT OR DELETE ON "contact_attempts"
	FOR EACH ROW EXECUTE FUNCTION refresh_client_of_row('refresh_client_contact');--> statement-breakpoint
CREATE TRIGGER "contact_attempts_contact_update"
	AFTER UPDATE OF "client_id", "created_at" ON "contact_attempts"
	FOR EACH ROW
	WHEN ((OLD.client_id, OLD.created_at) IS DISTINCT FROM (NEW.client_id, NEW.created_at))
	EXECUTE FUNCTION refresh_client_of_row('refresh_client_contact');--> statement-breakpoint
CREATE TRIGGER "sessions_contact_insert" AFTER INSERT ON "sessions"
	FOR EACH ROW WHEN (NEW.status = 'complete')
	EXECUTE FUNCTION refresh_client_of_row('refresh_client_contact');--> statement-breakpoint
CREATE TRIGGER "sessions_contact_delete" AFTER DELETE ON "sessions"
	FOR EACH ROW WHEN (OLD.status = 'complete')
	EXECUTE FUNCTION refresh_client_of_row('refresh_client_contact');--> statement-breakpoint
CREATE TRIGGER "sessions_contact_update"
	AFTER UPDATE OF "client_id", "status", "due_date" ON "sessions"
	FOR EACH ROW
	WHEN ((OLD.status = 'complete' OR NEW.status = 'complete')
		AND (OLD.client_id, OLD.status, OLD.due_date) IS DISTINCT FROM (NEW.client_id, NEW.status, NEW.due_date))
	EXECUTE FUNCTION refresh_client_of_row('refresh_client_contact');--> statement-breakpoint
CREATE TRIGGER "risk_flags_flags_insert_delete" AFTER INSERT OR DELETE ON "risk_flags"
	FOR EACH ROW EXECUTE FUNCTION refresh_client_of_row('refresh_client_flags');--> statement-breakpoint
CREATE TRIGGER "risk_flags_flags_update" AFTER UPDATE OF "client_id", "cleared_at" ON "risk_flags"
	FOR EACH ROW
	WHEN ((OLD.client_id, OLD.cleared_at) IS DISTINCT FROM (NEW.client_id, NEW.cleared_at))
	EXECUTE FUNCTION refresh_client_of_row('refresh_client_flags');--> statement-breakpoint
CREATE TRIGGER "assessments_flags_insert_delete" AFTER INSERT OR DELETE ON "assessments"
	FOR EACH ROW EXECUTE FUNCTION refresh_client_of_row('refresh_client_flags');--> statement-breakpoint
CREATE TRIGGER "assessments_flags_update"
	AFTER UPDATE OF "client_id", "created_at", "stats", "messages" ON "assessments"
	FOR EACH ROW
	WHEN ((OLD.client_id, OLD.created_at, OLD.stats, OLD.messages)
		IS DISTINCT FROM (NEW.client_id, NEW.created_at, NEW.stats, NEW.messages))
	EXECUTE FUNCTION refresh_client_of_row('refresh_client_flags');--> statement-breakpoint
SELECT refresh_client_contact(id) FROM clients WHERE waiting_since IS NOT NULL;--> statement-breakpoint
SELECT refresh_client_flags(c.id) FROM clients c
	WHERE EXISTS (SELECT 1 FROM risk_flags f WHERE f.client_id = c.id)
		OR EXISTS (SELECT 1 FROM assessments a WHERE a.client_id = c.id);
