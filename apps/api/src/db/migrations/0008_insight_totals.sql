-- An administrator's insight reads these totals instead of counting every client and every rated
-- technique. Triggers keep them in the same transaction as the change, so they are always exact.
-- Each trigger writes its old and new rows in one statement, in key order, so two changes that
-- cross (A to B beside B to A) take the row locks in the same order and cannot deadlock.
CREATE TABLE "client_stage_totals" (
	"pathways" text[] NOT NULL,
	"has_check" integer NOT NULL,
	"has_call" integer NOT NULL,
	"closure_requested" boolean NOT NULL,
	"closed" boolean NOT NULL,
	"clients" integer NOT NULL,
	CONSTRAINT "client_stage_totals_pk" PRIMARY KEY ("pathways","has_check","has_call","closure_requested","closed")
);--> statement-breakpoint
CREATE TABLE "bct_rating_totals" (
	"bct_id" integer PRIMARY KEY NOT NULL,
	"plans" integer NOT NULL,
	"ratings" integer NOT NULL,
	"progress_sum" integer NOT NULL
);--> statement-breakpoint
CREATE FUNCTION "count_client_stage"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO client_stage_totals AS t (pathways, has_check, has_call, closure_requested, closed, clients)
	SELECT d.pathways, d.has_check, d.has_call, d.closure_requested, d.closed, sum(d.change)::int
	FROM (
		SELECT OLD.pathways, least(OLD.assessment_count, 1), least(OLD.completed_calls, 1),
			OLD.closure_requested_at IS NOT NULL, OLD.closed_at IS NOT NULL, -1
		WHERE TG_OP <> 'INSERT'
		UNION ALL
		SELECT NEW.pathways, least(NEW.assessment_count, 1), least(NEW.completed_calls, 1),
			NEW.closure_requested_at IS NOT NULL, NEW.closed_at IS NOT NULL, 1
		WHERE TG_OP <> 'DELETE'
	) AS d (pathways, has_check, has_call, closure_requested, closed, change)
	GROUP BY 1, 2, 3, 4, 5
	HAVING sum(d.change) <> 0
	ORDER BY 1, 2, 3, 4, 5
	ON CONFLICT (pathways, has_check, has_call, closure_requested, closed)
	DO UPDATE SET clients = t.clients + excluded.clients;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "clients_stage_insert" AFTER INSERT ON "clients"
	FOR EACH ROW EXECUTE FUNCTION count_client_stage();--> statement-breakpoint
CREATE TRIGGER "clients_stage_delete" AFTER DELETE ON "clients"
	FOR EACH ROW EXECUTE FUNCTION count_client_stage();--> statement-breakpoint
CREATE TRIGGER "clients_stage_update"
	AFTER UPDATE OF "pathways", "assessment_count", "completed_calls", "closure_requested_at", "closed_at" ON "clients"
	FOR EACH ROW
	WHEN (
		OLD.pathways IS DISTINCT FROM NEW.pathways
		OR least(OLD.assessment_count, 1) <> least(NEW.assessment_count, 1)
		OR least(OLD.completed_calls, 1) <> least(NEW.completed_calls, 1)
		OR (OLD.closure_requested_at IS NULL) <> (NEW.closure_requested_at IS NULL)
		OR (OLD.closed_at IS NULL) <> (NEW.closed_at IS NULL)
	)
	EXECUTE FUNCTION count_client_stage();--> statement-breakpoint
CREATE FUNCTION "count_bct_rating"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO bct_rating_totals AS t (bct_id, plans, ratings, progress_sum)
	SELECT d.bct_id, sum(d.plans)::int, sum(d.ratings)::int, sum(d.progress_sum)::int
	FROM (
		SELECT OLD.bct_id, -1, -(OLD.progress IS NOT NULL)::int, -coalesce(OLD.progress, 0)
		WHERE TG_OP <> 'INSERT'
		UNION ALL
		SELECT NEW.bct_id, 1, (NEW.progress IS NOT NULL)::int, coalesce(NEW.progress, 0)
		WHERE TG_OP <> 'DELETE'
	) AS d (bct_id, plans, ratings, progress_sum)
	GROUP BY 1
	HAVING sum(d.plans) <> 0 OR sum(d.ratings) <> 0 OR sum(d.progress_sum) <> 0
	ORDER BY 1
	ON CONFLICT (bct_id) DO UPDATE SET
		plans = t.plans + excluded.plans,
		ratings = t.ratings + excluded.ratings,
		progress_sum = t.progress_sum + excluded.progress_sum;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "plan_bcts_rating_insert" AFTER INSERT ON "plan_bcts"
	FOR EACH ROW EXECUTE FUNCTION count_bct_rating();--> statement-breakpoint
CREATE TRIGGER "plan_bcts_rating_delete" AFTER DELETE ON "plan_bcts"
	FOR EACH ROW EXECUTE FUNCTION count_bct_rating();--> statement-breakpoint
CREATE TRIGGER "plan_bcts_rating_update" AFTER UPDATE OF "bct_id", "progress" ON "plan_bcts"
	FOR EACH ROW
	WHEN (OLD.bct_id IS DISTINCT FROM NEW.bct_id OR OLD.progress IS DISTINCT FROM NEW.progress)
	EXECUTE FUNCTION count_bct_rating();--> statement-breakpoint
-- Filled after the triggers exist: CREATE TRIGGER holds off other writers to the table until this
-- migration commits, so no change falls between the count and the first trigger.
INSERT INTO "client_stage_totals"
SELECT pathways, least(assessment_count, 1), least(completed_calls, 1),
	closure_requested_at IS NOT NULL, closed_at IS NOT NULL, count(*)::int
FROM clients GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "bct_rating_totals"
SELECT bct_id, count(*)::int, count(progress)::int, coalesce(sum(progress), 0)::int
FROM plan_bcts GROUP BY bct_id;
