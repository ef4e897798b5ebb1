ALTER TABLE "order_events" ADD COLUMN "amount_cents" integer;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "occurred_on" text;