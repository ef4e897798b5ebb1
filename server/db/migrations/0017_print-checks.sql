CREATE TABLE "print_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"level" text,
	"findings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text,
	"thresholds" jsonb,
	"preview" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_checks_file_id_unique" UNIQUE("file_id"),
	CONSTRAINT "print_checks_state_ck" CHECK ("print_checks"."state" in ('queued', 'running', 'done')),
	CONSTRAINT "print_checks_level_ck" CHECK ("print_checks"."level" is null or "print_checks"."level" in ('pass', 'warning', 'error', 'by-hand'))
);
--> statement-breakpoint
ALTER TABLE "product_option_values" ADD COLUMN "print" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "print_min_ppi" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "print_pages" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proof_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proof_approved_ip" text;--> statement-breakpoint
ALTER TABLE "print_checks" ADD CONSTRAINT "print_checks_file_id_order_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."order_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_checks" ADD CONSTRAINT "print_checks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_checks_due_idx" ON "print_checks" USING btree ("run_after") WHERE "print_checks"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "print_checks_order_idx" ON "print_checks" USING btree ("order_id");--> statement-breakpoint
-- Files uploaded before the check existed are checked once after the upgrade (PRE-1).
INSERT INTO "print_checks" ("file_id", "order_id") SELECT "id", "order_id" FROM "order_files";
