ALTER TABLE "redirections" ADD COLUMN "hits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "redirections" ADD COLUMN "last_hit_at" timestamp with time zone;