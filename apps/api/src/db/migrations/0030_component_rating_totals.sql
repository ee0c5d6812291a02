CREATE TABLE "bct_component_totals" (
	"owner" integer NOT NULL,
	"component" text NOT NULL,
	"pathway" text NOT NULL,
	"bct_id" integer NOT NULL,
	"plans" integer NOT NULL,
	"ratings" integer NOT NULL,
	"progress_sum" integer NOT NULL,
	CONSTRAINT "bct_component_totals_pk" PRIMARY KEY("owner","component","pathway","bct_id")
);
--> statement-breakpoint
-- Insight's techniques by barrier component, and the suggestions' ratings over the whole service, read
-- every technique added for a barrier (a second a load at a million clients). They read these totals
-- instead, kept by the triggers that keep bct_rating_totals (migration 0013), which now write both.
CREATE OR REPLACE FUNCTION "move_client_ratings"(of_client integer, of_plan integer, from_owner integer, to_owner integer)
	RETURNS void LANGUAGE sql AS $$
	INSERT INTO bct_rating_totals AS t (owner, bct_id, plans, ratings, progress_sum)
	SELECT o.owner, r.bct_id, o.sign * r.plans, o.sign * r.ratings, o.sign * r.progress_sum
	FROM (
		SELECT b.bct_id, count(*)::int, count(b.progress)::int, coalesce(sum(b.progress), 0)::int
		FROM plan_bcts b JOIN plans p ON p.id = b.plan_id
		WHERE p.client_id = of_client AND (of_plan IS NULL OR p.id = of_plan)
		GROUP BY b.bct_id
	) AS r (bct_id, plans, ratings, progress_sum)
	CROSS JOIN (VALUES (from_owner, -1), (to_owner, 1)) AS o (owner, sign)
	WHERE o.owner IS NOT NULL
	ORDER BY 1, 2
	ON CONFLICT (owner, bct_id) DO UPDATE SET
		plans = t.plans + excluded.plans,
		ratings = t.ratings + excluded.ratings,
		progress_sum = t.progress_sum + excluded.progress_sum;
	INSERT INTO bct_component_totals AS t (owner, component, pathway, bct_id, plans, ratings, progress_sum)
	SELECT o.owner, r.component, r.pathway, r.bct_id, o.sign * r.plans, o.sign * r.ratings, o.sign * r.progress_sum
	FROM (
		SELECT b.barrier_component, coalesce(b.barrier_pathway, ''), b.bct_id, count(*)::int,
			count(b.progress)::int, coalesce(sum(b.progress), 0)::int
		FROM plan_bcts b JOIN plans p ON p.id = b.plan_id
		WHERE p.client_id = of_client AND (of_plan IS NULL OR p.id = of_plan) AND b.barrier_component IS NOT NULL
		GROUP BY 1, 2, 3
	) AS r (component, pathway, bct_id, plans, ratings, progress_sum)
	CROSS JOIN (VALUES (from_owner, -1), (to_owner, 1)) AS o (owner, sign)
	WHERE o.owner IS NOT NULL
	ORDER BY 1, 2, 3, 4
	ON CONFLICT (owner, component, pathway, bct_id) DO UPDATE SET
		plans = t.plans + excluded.plans,
		ratings = t.ratings + excluded.ratings,
		progress_sum = t.progress_sum + excluded.progress_sum;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "count_bct_rating"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	client_owner integer;
BEGIN
	SELECT caseload_owner(c.coach_id, c.closed_at) INTO client_owner
	FROM plans p JOIN clients c ON c.id = p.client_id
	WHERE p.id = coalesce(NEW.plan_id, OLD.plan_id);
	-- A technique deleted with its plan: the plan's own trigger took its counts away first.
	IF NOT FOUND THEN
		RETURN NULL;
	END IF;
	INSERT INTO bct_rating_totals AS t (owner, bct_id, plans, ratings, progress_sum)
	SELECT client_owner, d.bct_id, sum(d.plans)::int, sum(d.ratings)::int, sum(d.progress_sum)::int
	FROM (
		SELECT OLD.bct_id, -1, -(OLD.progress IS NOT NULL)::int, -coalesce(OLD.progress, 0)
		WHERE TG_OP <> 'INSERT'
		UNION ALL
		SELECT NEW.bct_id, 1, (NEW.progress IS NOT NULL)::int, coalesce(NEW.progress, 0)
		WHERE TG_OP <> 'DELETE'
	) AS d (bct_id, plans, ratings, progress_sum)
	GROUP BY d.bct_id
	HAVING sum(d.plans) <> 0 OR sum(d.ratings) <> 0 OR sum(d.progress_sum) <> 0
	ORDER BY d.bct_id
	ON CONFLICT (owner, bct_id) DO UPDATE SET
		plans = t.plans + excluded.plans,
		ratings = t.ratings + excluded.ratings,
		progress_sum = t.progress_sum + excluded.progress_sum;
	INSERT INTO bct_component_totals AS t (owner, component, pathway, bct_id, plans, ratings, progress_sum)
	SELECT client_owner, d.component, d.pathway, d.bct_id, sum(d.plans)::int, sum(d.ratings)::int,
		sum(d.progress_sum)::int
	FROM (
		SELECT OLD.barrier_component, coalesce(OLD.barrier_pathway, ''), OLD.bct_id, -1,
			-(OLD.progress IS NOT NULL)::int, -coalesce(OLD.progress, 0)
		WHERE TG_OP <> 'INSERT' AND OLD.barrier_component IS NOT NULL
		UNION ALL
		SELECT NEW.barrier_component, coalesce(NEW.barrier_pathway, ''), NEW.bct_id, 1,
			(NEW.progress IS NOT NULL)::int, coalesce(NEW.progress, 0)
		WHERE TG_OP <> 'DELETE' AND NEW.barrier_component IS NOT NULL
	) AS d (component, pathway, bct_id, plans, ratings, progress_sum)
	GROUP BY d.component, d.pathway, d.bct_id
	HAVING sum(d.plans) <> 0 OR sum(d.ratings) <> 0 OR sum(d.progress_sum) <> 0
	ORDER BY d.component, d.pathway, d.bct_id
	ON CONFLICT (owner, component, pathway, bct_id) DO UPDATE SET
		plans = t.plans + excluded.plans,
		ratings = t.ratings + excluded.ratings,
		progress_sum = t.progress_sum + excluded.progress_sum;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "plan_bcts_rating_update" ON "plan_bcts";--> statement-breakpoint
CREATE TRIGGER "plan_bcts_rating_update"
	AFTER UPDATE OF "bct_id", "progress", "barrier_component", "barrier_pathway" ON "plan_bcts"
	FOR EACH ROW
	WHEN (OLD.bct_id IS DISTINCT FROM NEW.bct_id OR OLD.progress IS DISTINCT FROM NEW.progress
		OR OLD.barrier_component IS DISTINCT FROM NEW.barrier_component
		OR OLD.barrier_pathway IS DISTINCT FROM NEW.barrier_pathway)
	EXECUTE FUNCTION count_bct_rating();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "recount_insight_totals"() RETURNS void LANGUAGE sql AS $$
	DELETE FROM client_stage_totals;
	DELETE FROM bct_rating_totals;
	DELETE FROM bct_component_totals;
	INSERT INTO client_stage_totals
	SELECT caseload_owner(coach_id, closed_at), pathways, least(assessment_count, 1), least(completed_calls, 1),
		closure_requested_at IS NOT NULL, closed_at IS NOT NULL, count(*)::int
	FROM clients GROUP BY 1, 2, 3, 4, 5, 6;
	INSERT INTO bct_rating_totals
	SELECT caseload_owner(c.coach_id, c.closed_at), b.bct_id, count(*)::int, count(b.progress)::int,
		coalesce(sum(b.progress), 0)::int
	FROM plan_bcts b JOIN plans p ON p.id = b.plan_id JOIN clients c ON c.id = p.client_id
	GROUP BY 1, 2;
	INSERT INTO bct_component_totals
	SELECT caseload_owner(c.coach_id, c.closed_at), b.barrier_component, coalesce(b.barrier_pathway, ''), b.bct_id,
		count(*)::int, count(b.progress)::int, coalesce(sum(b.progress), 0)::int
	FROM plan_bcts b JOIN plans p ON p.id = b.plan_id JOIN clients c ON c.id = p.client_id
	WHERE b.barrier_component IS NOT NULL
	GROUP BY 1, 2, 3, 4;
$$;--> statement-breakpoint
-- Filled after the triggers write it: CREATE TRIGGER holds off other writers to plan_bcts until this
-- migration commits, so no change falls between the count and the trigger.
SELECT recount_insight_totals();
