/** Spec section 9: chart data for at most ten years; the graphs open on the last two. */
export const YEAR_SPANS = [1, 2, 5, 10];
export const FIRST_SPAN = 2;

/** The years of the graphs: the `span` years to `year`. */
export const graphYears = (year: number, span: number) => ({ fromYear: year - span + 1, toYear: year });
