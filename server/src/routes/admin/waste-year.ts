/** Waste records (`w`) whose period overlaps the year in the parameter `year` (e.g. `$6`): its first and last days. */
export const overlapsYear = (year: string) =>
  `w.end_date >= make_date(${year}::int, 1, 1) AND w.start_date <= make_date(${year}::int, 12, 31)`;
