-- The CSV import's upsert for a batch of two rows, as JobUpsertRepository writes it (checked by
-- its spec; whitespace aside). Regenerate by hand when a column of the jobs table changes.
INSERT INTO `jobs` (
  `id`,
  `applyUrlHash`,
  `teamName`,
  `positionTitle`,
  `location`,
  `applyUrl`,
  `description`,
  `datePosted`,
  `isFeatured`,
  `isActive`,
  `validThrough`,
  `expiredAt`,
  `department`,
  `employmentType`,
  `level`
)
VALUES
  (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?),
  (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
ON DUPLICATE KEY UPDATE
  `teamName` = VALUES(`teamName`),
  `positionTitle` = VALUES(`positionTitle`),
  `location` = VALUES(`location`),
  `applyUrl` = VALUES(`applyUrl`),
  `description` = VALUES(`description`),
  `datePosted` = VALUES(`datePosted`),
  `isFeatured` = VALUES(`isFeatured`),
  `isActive` = VALUES(`isActive`),
  `validThrough` = VALUES(`validThrough`),
  `expiredAt` = VALUES(`expiredAt`),
  `department` = VALUES(`department`),
  `employmentType` = VALUES(`employmentType`),
  `level` = VALUES(`level`)
