CREATE TABLE "product_openings" (
	"id" text PRIMARY KEY NOT NULL,
	"ent_id" text NOT NULL,
	"product_type" text NOT NULL,
	"applicant_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"activated_by" text,
	"done_at" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_services" (
	"id" text PRIMARY KEY NOT NULL,
	"product_type" text NOT NULL,
	"service_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protocol_agreements" (
	"user_id" text NOT NULL,
	"ent_id" text NOT NULL,
	"protocol_id" text NOT NULL,
	"version" integer NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	CONSTRAINT "protocol_agreements_user_id_ent_id_protocol_id_version_pk" PRIMARY KEY("user_id","ent_id","protocol_id","version")
);
--> statement-breakpoint
CREATE TABLE "protocols" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"product_type" text,
	"content" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "status" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_openings" ADD CONSTRAINT "product_openings_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_openings" ADD CONSTRAINT "product_openings_product_type_products_product_type_fk" FOREIGN KEY ("product_type") REFERENCES "products"("product_type") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_openings" ADD CONSTRAINT "product_openings_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_agreements" ADD CONSTRAINT "protocol_agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_agreements" ADD CONSTRAINT "protocol_agreements_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_agreements" ADD CONSTRAINT "protocol_agreements_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_openings_live_uq" ON "product_openings" USING btree ("ent_id","product_type") WHERE "product_openings"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "product_openings_status_idx" ON "product_openings" USING btree ("status","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_services_product_idx" ON "product_services" USING btree ("product_type","sort");--> statement-breakpoint
CREATE INDEX "product_services_name_idx" ON "product_services" USING btree (lower("service_name"));--> statement-breakpoint
CREATE INDEX "protocol_agreements_ent_idx" ON "protocol_agreements" USING btree ("ent_id","agreed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "protocols_product_idx" ON "protocols" USING btree ("product_type","status");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);