ALTER TABLE "orders" ADD COLUMN "seen_at" timestamp with time zone;--> statement-breakpoint
UPDATE "orders" SET "seen_at" = "created_at";--> statement-breakpoint
CREATE INDEX "orders_unseen_idx" ON "orders" USING btree ("created_at") WHERE "orders"."seen_at" is null;--> statement-breakpoint
ALTER TABLE "product_combinations" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "product_combinations" ADD CONSTRAINT "product_combinations_threshold_ck" CHECK ("product_combinations"."low_stock_threshold" is null or "product_combinations"."low_stock_threshold" >= 0);--> statement-breakpoint
CREATE TABLE "staff_notifications" (
	"staff_id" integer PRIMARY KEY NOT NULL,
	"notices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"daily_summary" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_notifications" ADD CONSTRAINT "staff_notifications_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "staff_summary_days" (
	"staff_id" integer NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_summary_days_staff_id_day_pk" PRIMARY KEY("staff_id","day")
);
--> statement-breakpoint
ALTER TABLE "staff_summary_days" ADD CONSTRAINT "staff_summary_days_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
