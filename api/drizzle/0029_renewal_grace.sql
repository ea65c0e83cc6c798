CREATE TABLE "renewal_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"grace_days" integer DEFAULT 0 NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewal_settings_one_row" CHECK ("renewal_settings"."id" = 1),
	CONSTRAINT "renewal_settings_grace_days" CHECK ("renewal_settings"."grace_days" BETWEEN 0 AND 30)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "grace_until" timestamp with time zone;