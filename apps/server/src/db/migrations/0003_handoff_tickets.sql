CREATE TABLE "handoff_tickets" (
	"nonce" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "handoff_tickets_expires_idx" ON "handoff_tickets" USING btree ("expires_at");