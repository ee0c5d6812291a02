-- A client may move a session at most 28 days beyond the date it first had, however often they move
-- it (issue #28). That date is kept when the client first moves it; null means never moved by the
-- client, so the due date is still the original one and no existing row needs filling in.
ALTER TABLE "sessions" ADD COLUMN "original_due_date" date;
