-- Apply numbers are counted per company, so one company's requests never wait on another's counter.
-- Each company's counter for a recent day starts where the shared one stood: no number already
-- handed out that day comes again. Past days are never numbered again, so they are not carried over.
ALTER TABLE "apply_sequences" RENAME TO "apply_sequences_shared";--> statement-breakpoint
CREATE TABLE "apply_sequences" (
	"company_id" uuid NOT NULL,
	"prefix" text NOT NULL,
	"day" date NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "apply_sequences_company_id_prefix_day_pk" PRIMARY KEY("company_id","prefix","day")
);--> statement-breakpoint
INSERT INTO "apply_sequences" ("company_id", "prefix", "day", "last")
	SELECT c."id", s."prefix", s."day", s."last" FROM "apply_sequences_shared" s CROSS JOIN "companies" c
	WHERE s."day" >= current_date - 2;--> statement-breakpoint
DROP TABLE "apply_sequences_shared";--> statement-breakpoint
DROP INDEX "applies_apply_no_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "applies_company_apply_no_uq" ON "applies" USING btree ("company_id","apply_no");
