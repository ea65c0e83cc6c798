ALTER TABLE "donations" ADD COLUMN "may_mail" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "monthly_gifts" ADD COLUMN "may_mail" boolean DEFAULT false NOT NULL;