/** An HS code of chapter 39 as the HS code searches list it. */
export const SACKS_AND_BAGS = {
  id: '392321',
  hsCode: '392321',
  description: 'Ethylene polymers; sacks and bags',
  level: 6,
  chapter: '39',
  heading: '3923',
  inNomenclature: true,
  sectorId: 'PACKAGING',
  sectorName: 'Packaging',
  lineCount: 2,
};

/** A search's init-search answer: its page sizes and sort orders (the HS codes' also carries a version). */
export const SEARCH_OPTIONS = {
  paginationOptions: [10, 25],
  sortOrderOptions: ['ASC', 'DESC'],
  defaultSearcher: { pageStart: 0, pageSize: 25, pageSort: 'ASC' },
};
