-- The CSV import's upsert for a batch of two rows, as JobUpsertRepository writes it (checked by
-- its spec; whitespace aside). Regenerate by hand when a column of the jobs table changes.
INSERT INTO "jobs" (
  "id",
  "applyUrlHash",
  "teamName",
  "positionTitle",
  "location",
  "applyUrl",
  "description",
  "datePosted",
  "isFeatured",
  "isActive",
  "validThrough",
  "expiredAt",
  "department",
  "employmentType",
  "level"
)
VALUES
  (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?),
  (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
ON CONFLICT ("applyUrlHash") DO UPDATE SET
  "teamName" = excluded."teamName",
  "positionTitle" = excluded."positionTitle",
  "location" = excluded."location",
  "applyUrl" = excluded."applyUrl",
  "description" = excluded."description",
  "datePosted" = excluded."datePosted",
  "isFeatured" = excluded."isFeatured",
  "isActive" = excluded."isActive",
  "validThrough" = excluded."validThrough",
  "expiredAt" = excluded."expiredAt",
  "department" = excluded."department",
  "employmentType" = excluded."employmentType",
  "level" = excluded."level"
