-- FAIR-DUE-5..7 (decision 0054): the deadline mails each order has had, so the deadline watcher
-- sends each reminder, the missed-deadline mail and the staff's notice once.
ALTER TABLE "orders" ADD COLUMN "approval_reminders" jsonb DEFAULT '{}'::jsonb NOT NULL;
