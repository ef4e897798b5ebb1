CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"staff_id" integer,
	"kind" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "work_state" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_work_state_idx" ON "orders" USING btree ("work_state","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_work_state_ck" CHECK ("orders"."work_state" in ('new', 'awaiting_print_data', 'print_data_checked', 'proof_approved', 'in_production', 'shipped', 'completed', 'cancelled'));--> statement-breakpoint
-- Orders cancelled before the workflow existed (a dropped unpaid order) are cancelled work too.
UPDATE "orders" SET "work_state" = 'cancelled' WHERE "status" = 'cancelled';
