CREATE TABLE "invoice_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"issue_date" text NOT NULL,
	"invoice_id" integer,
	"refund_id" integer,
	"total_cents" integer NOT NULL,
	"data" jsonb NOT NULL,
	"pdf" "bytea" NOT NULL,
	"cii_xml" text NOT NULL,
	"xrechnung_xml" text,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "invoice_documents_total_ck" CHECK ("invoice_documents"."total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "leitweg_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "leitweg_id" text;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_documents_sequence_uq" ON "invoice_documents" USING btree ("kind","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_documents_order_invoice_uq" ON "invoice_documents" USING btree ("order_id") WHERE "invoice_documents"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "invoice_documents_order_idx" ON "invoice_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoice_documents_issued_idx" ON "invoice_documents" USING btree ("issue_date","id");