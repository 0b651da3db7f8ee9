CREATE TABLE "loan_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"ent_id" text NOT NULL,
	"user_id" text NOT NULL,
	"applicant_name" text NOT NULL,
	"product_type" text NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"term_months" integer NOT NULL,
	"purpose" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_applications_ent_created_idx" ON "loan_applications" USING btree ("ent_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_ticket_idx" ON "sms_codes" USING btree ("ticket_hash");