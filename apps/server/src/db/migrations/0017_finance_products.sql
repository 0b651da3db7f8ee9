CREATE TABLE "business_clients" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_codes" (
	"nonce" text PRIMARY KEY NOT NULL,
	"grant_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "business_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"ent_id" text NOT NULL,
	"client_code" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"granted_by" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" text
);
--> statement-breakpoint
CREATE TABLE "carbon_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"ent_id" text NOT NULL,
	"year" integer NOT NULL,
	"allocation" integer DEFAULT 0 NOT NULL,
	"verified_emission" integer,
	"allowance_bought" integer DEFAULT 0 NOT NULL,
	"allowance_sold" integer DEFAULT 0 NOT NULL,
	"ccer_bought" integer DEFAULT 0 NOT NULL,
	"ccer_sold" integer DEFAULT 0 NOT NULL,
	"allowance_surrendered" integer DEFAULT 0 NOT NULL,
	"ccer_surrendered" integer DEFAULT 0 NOT NULL,
	"deadline" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carbon_accounts_held_ck" CHECK ("carbon_accounts"."allocation" + "carbon_accounts"."allowance_bought" - "carbon_accounts"."allowance_sold" - "carbon_accounts"."allowance_surrendered" >= 0 AND "carbon_accounts"."ccer_bought" - "carbon_accounts"."ccer_sold" - "carbon_accounts"."ccer_surrendered" >= 0)
);
--> statement-breakpoint
CREATE TABLE "carbon_surrenders" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"ent_id" text NOT NULL,
	"year" integer NOT NULL,
	"allowance_qty" integer NOT NULL,
	"ccer_qty" integer NOT NULL,
	"status" text NOT NULL,
	"user_id" text,
	"operator_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carbon_trades" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"ent_id" text NOT NULL,
	"year" integer NOT NULL,
	"side" text NOT NULL,
	"asset" text NOT NULL,
	"trade_date" date NOT NULL,
	"counterparty" text NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"user_id" text,
	"operator_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "factoring_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"apply_no" text NOT NULL,
	"ent_id" text NOT NULL,
	"user_id" text NOT NULL,
	"applicant_name" text NOT NULL,
	"ent_name" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_credit_code" text NOT NULL,
	"invoice_count" integer NOT NULL,
	"invoice_total" numeric(16, 2) NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"term_days" integer NOT NULL,
	"receive_account" text NOT NULL,
	"status" text NOT NULL,
	"process_inst_id" text,
	"real_money" numeric(16, 2),
	"real_date" text,
	"pay_account" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "factoring_history" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"status" text NOT NULL,
	"action" text NOT NULL,
	"operator_name" text NOT NULL,
	"opinion" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "factoring_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"ent_id" text NOT NULL,
	"sort" integer NOT NULL,
	"invoice_no" text NOT NULL,
	"invoice_date" text NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"due_date" text NOT NULL,
	"live" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_tickets" (
	"nonce" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"ent_id" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_bank_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"ent_id" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_no" text NOT NULL,
	"currency" text DEFAULT '人民币' NOT NULL,
	"status" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_channels" (
	"id" text PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"channel_type" text NOT NULL,
	"status" text NOT NULL,
	"single_limit" numeric(16, 2) NOT NULL,
	"daily_limit" numeric(16, 2) NOT NULL,
	"last_check_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"ent_id" text NOT NULL,
	"user_id" text NOT NULL,
	"creator_name" text NOT NULL,
	"request_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"channel_id" text NOT NULL,
	"channel_type" text NOT NULL,
	"payer_account_id" text NOT NULL,
	"payee_name" text NOT NULL,
	"payee_account_no" text NOT NULL,
	"payee_bank" text NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"purpose" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"fail_reason" text,
	"bank_serial" text,
	"receipt_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"next_run_at" timestamp with time zone,
	CONSTRAINT "payment_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "payment_orders_receipt_no_unique" UNIQUE("receipt_no")
);
--> statement-breakpoint
CREATE TABLE "product_homes" (
	"product_type" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"introduction" text NOT NULL,
	"content" jsonb NOT NULL,
	"workspace_url" text,
	"news_subject_id" text,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "business_codes" ADD CONSTRAINT "business_codes_grant_id_business_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "business_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_grants" ADD CONSTRAINT "business_grants_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_grants" ADD CONSTRAINT "business_grants_client_code_business_clients_code_fk" FOREIGN KEY ("client_code") REFERENCES "business_clients"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_accounts" ADD CONSTRAINT "carbon_accounts_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_surrenders" ADD CONSTRAINT "carbon_surrenders_account_id_carbon_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "carbon_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_surrenders" ADD CONSTRAINT "carbon_surrenders_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_surrenders" ADD CONSTRAINT "carbon_surrenders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_trades" ADD CONSTRAINT "carbon_trades_account_id_carbon_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "carbon_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_trades" ADD CONSTRAINT "carbon_trades_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_trades" ADD CONSTRAINT "carbon_trades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factoring_applications" ADD CONSTRAINT "factoring_applications_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factoring_applications" ADD CONSTRAINT "factoring_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factoring_history" ADD CONSTRAINT "factoring_history_application_id_factoring_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "factoring_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factoring_invoices" ADD CONSTRAINT "factoring_invoices_application_id_factoring_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "factoring_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_tickets" ADD CONSTRAINT "insurance_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_tickets" ADD CONSTRAINT "insurance_tickets_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_bank_accounts" ADD CONSTRAINT "payment_bank_accounts_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_payer_account_id_payment_bank_accounts_id_fk" FOREIGN KEY ("payer_account_id") REFERENCES "payment_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_homes" ADD CONSTRAINT "product_homes_product_type_products_product_type_fk" FOREIGN KEY ("product_type") REFERENCES "products"("product_type") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_grants_live_uq" ON "business_grants" USING btree ("ent_id","client_code") WHERE "business_grants"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "business_grants_ent_idx" ON "business_grants" USING btree ("ent_id","granted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "carbon_accounts_ent_year_uq" ON "carbon_accounts" USING btree ("ent_id","year");--> statement-breakpoint
CREATE INDEX "carbon_accounts_year_idx" ON "carbon_accounts" USING btree ("year","ent_id");--> statement-breakpoint
CREATE INDEX "carbon_surrenders_ent_created_idx" ON "carbon_surrenders" USING btree ("ent_id","created_at");--> statement-breakpoint
CREATE INDEX "carbon_trades_ent_created_idx" ON "carbon_trades" USING btree ("ent_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "factoring_applications_no_uq" ON "factoring_applications" USING btree ("apply_no");--> statement-breakpoint
CREATE INDEX "factoring_applications_ent_created_idx" ON "factoring_applications" USING btree ("ent_id","created_at");--> statement-breakpoint
CREATE INDEX "factoring_applications_created_idx" ON "factoring_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "factoring_history_app_idx" ON "factoring_history" USING btree ("application_id","at");--> statement-breakpoint
CREATE INDEX "factoring_invoices_app_idx" ON "factoring_invoices" USING btree ("application_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "factoring_invoices_live_uq" ON "factoring_invoices" USING btree ("ent_id","invoice_no") WHERE "factoring_invoices"."live";--> statement-breakpoint
CREATE INDEX "insurance_tickets_expires_idx" ON "insurance_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "payment_bank_accounts_ent_idx" ON "payment_bank_accounts" USING btree ("ent_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_channels_bank_type_idx" ON "payment_channels" USING btree ("bank_name","channel_type");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_request_idx" ON "payment_orders" USING btree ("ent_id","request_id");--> statement-breakpoint
CREATE INDEX "payment_orders_ent_created_idx" ON "payment_orders" USING btree ("ent_id","channel_type","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_due_idx" ON "payment_orders" USING btree ("next_run_at") WHERE "payment_orders"."next_run_at" is not null;--> statement-breakpoint
CREATE INDEX "payment_orders_channel_idx" ON "payment_orders" USING btree ("channel_id","status");--> statement-breakpoint
-- The review of a factoring application on the workflow module: one step held by the operations' operator role.
INSERT INTO "workflow_definitions" ("key", "version", "name") VALUES ('factoringReview', 1, '保理融资审核') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "workflow_nodes" ("def_key", "def_version", "node_id", "name", "sort", "actor_kind", "role_code", "user_id") VALUES ('factoringReview', 1, 'review', '保理业务审核', 0, 'operationsRole', 'operator', NULL) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The e-commerce platforms of the group that may ask for an enterprise's identity (§2.2 /business/loginsso).
INSERT INTO "business_clients" ("code", "name", "redirect_uri", "status") VALUES ('gnegou', '国能e购', 'https://egou.energy-group.example/sso/portal/callback', 1), ('gnmall', '国能商城', 'https://mall.energy-group.example/auth/portal', 1) ON CONFLICT DO NOTHING;
