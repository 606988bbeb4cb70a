/** When a record was entered and by whom, as read with `creatorColumns`. */
export interface CreatorRow {
  created_at: Date;
  created_by: string | null;
  created_by_first_name: string | null;
  created_by_last_name: string | null;
}

/** The columns of a CreatorRow of the record `alias`, read with `LEFT JOIN users u ON u.id = <alias>.created_by`. */
export const creatorColumns = (alias: string) =>
  `${alias}.created_at, ${alias}.created_by, u.first_name AS created_by_first_name, u.last_name AS created_by_last_name`;

/** A record's CreatedFields (#schemas/created-fields); the name is '' once the user is deleted. */
export const created = (row: CreatorRow) => ({
  createdAt: new Date(row.created_at).toISOString(),
  createdBy: {
    id: row.created_by,
    name: row.created_by_first_name === null ? '' : `${row.created_by_first_name} ${row.created_by_last_name}`,
  },
});
