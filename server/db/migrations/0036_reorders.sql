ALTER TABLE "cart_items" ADD COLUMN "reorder_of_item_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "reorder_of_item_id" integer;--> statement-breakpoint
ALTER TABLE "order_files" ADD COLUMN "carried_from_file_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_reorder_of_item_id_order_items_id_fk" FOREIGN KEY ("reorder_of_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_carried_from_file_id_order_files_id_fk" FOREIGN KEY ("carried_from_file_id") REFERENCES "public"."order_files"("id") ON DELETE set null ON UPDATE no action;
