-- The foreign keys written inline (REFERENCES) in migration 0002 took PostgreSQL's names; drizzle-kit
-- names them <table>_<column>_<table>_<column>_fk, and a migration it writes drops them by that name.
ALTER TABLE "case_notes" RENAME CONSTRAINT "case_notes_client_id_fkey" TO "case_notes_client_id_clients_id_fk";--> statement-breakpoint
ALTER TABLE "case_notes" RENAME CONSTRAINT "case_notes_staff_id_fkey" TO "case_notes_staff_id_staff_id_fk";--> statement-breakpoint
ALTER TABLE "contact_attempts" RENAME CONSTRAINT "contact_attempts_client_id_fkey" TO "contact_attempts_client_id_clients_id_fk";--> statement-breakpoint
ALTER TABLE "contact_attempts" RENAME CONSTRAINT "contact_attempts_staff_id_fkey" TO "contact_attempts_staff_id_staff_id_fk";--> statement-breakpoint
ALTER TABLE "messages" RENAME CONSTRAINT "messages_handled_by_fkey" TO "messages_handled_by_staff_id_fk";--> statement-breakpoint
ALTER TABLE "risk_flags" RENAME CONSTRAINT "risk_flags_cleared_by_fkey" TO "risk_flags_cleared_by_staff_id_fk";--> statement-breakpoint
ALTER TABLE "risk_flags" RENAME CONSTRAINT "risk_flags_client_id_fkey" TO "risk_flags_client_id_clients_id_fk";--> statement-breakpoint
ALTER TABLE "risk_flags" RENAME CONSTRAINT "risk_flags_set_by_fkey" TO "risk_flags_set_by_staff_id_fk";
