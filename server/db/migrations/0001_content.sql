CREATE TABLE "footer_section_menus" (
	"section_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "footer_section_menus_uq" UNIQUE("section_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "footer_section_pages" (
	"section_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"alias" jsonb,
	CONSTRAINT "footer_section_pages_uq" UNIQUE("section_id","page_id")
);
--> statement-breakpoint
CREATE TABLE "footer_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"slug_de" text NOT NULL,
	"slug_en" text NOT NULL,
	"thumbnail" text,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "menus_key_unique" UNIQUE("key"),
	CONSTRAINT "menus_slug_de_uq" UNIQUE NULLS NOT DISTINCT("parent_id","slug_de"),
	CONSTRAINT "menus_slug_en_uq" UNIQUE NULLS NOT DISTINCT("parent_id","slug_en")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"slug_de" text NOT NULL,
	"slug_en" text NOT NULL,
	"meta_description" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	CONSTRAINT "pages_key_unique" UNIQUE("key"),
	CONSTRAINT "pages_slug_de_unique" UNIQUE("slug_de"),
	CONSTRAINT "pages_slug_en_unique" UNIQUE("slug_en")
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "redirections" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	CONSTRAINT "redirections_from_path_unique" UNIQUE("from_path")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"tax_required" boolean NOT NULL,
	"is_eu" boolean DEFAULT false NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "post_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"value" text NOT NULL,
	"text" jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_methods_country_value_uq" UNIQUE("country_id","value")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "footer_section_menus" ADD CONSTRAINT "footer_section_menus_section_id_footer_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."footer_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_section_menus" ADD CONSTRAINT "footer_section_menus_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_section_pages" ADD CONSTRAINT "footer_section_pages_section_id_footer_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."footer_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_section_pages" ADD CONSTRAINT "footer_section_pages_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_parent_id_menus_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_methods" ADD CONSTRAINT "post_methods_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;