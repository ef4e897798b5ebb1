ALTER TABLE "invoice_documents" ADD COLUMN "replaces_id" integer;--> statement-breakpoint
DROP INDEX "invoice_documents_order_invoice_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_documents_order_invoice_uq" ON "invoice_documents" USING btree ("order_id") WHERE "invoice_documents"."kind" = 'invoice' and "invoice_documents"."replaces_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_documents_replaces_uq" ON "invoice_documents" USING btree ("replaces_id");
