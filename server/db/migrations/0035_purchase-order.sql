-- PO-1 (decision 0056): the purchase order number and cost centre the buyer gave at checkout.
ALTER TABLE "orders" ADD COLUMN "purchase_order" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cost_centre" text;
