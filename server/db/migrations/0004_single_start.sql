-- A database seeded by two API processes at once may hold a registration type twice: its sessions move to the
-- first copy (nothing is lost; staff delete the repeated sessions), then the copies go and the key holds.
UPDATE "registration" SET "id_registration_type" = "kept"."id"
FROM "registration_type" AS "copy"
JOIN (SELECT min("id") AS "id", "category", "subcategory" FROM "registration_type" GROUP BY "category", "subcategory") AS "kept"
  ON "kept"."category" = "copy"."category" AND "kept"."subcategory" = "copy"."subcategory"
WHERE "registration"."id_registration_type" = "copy"."id" AND "copy"."id" <> "kept"."id";--> statement-breakpoint
DELETE FROM "registration_type" AS "copy"
USING (SELECT min("id") AS "id", "category", "subcategory" FROM "registration_type" GROUP BY "category", "subcategory") AS "kept"
WHERE "kept"."category" = "copy"."category" AND "kept"."subcategory" = "copy"."subcategory" AND "copy"."id" <> "kept"."id";--> statement-breakpoint
DROP INDEX "registration_type_category_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "registration_type_category_unique" ON "registration_type" USING btree ("category","subcategory");
