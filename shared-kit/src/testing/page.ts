/**
 * Test helper: the body of a table-protocol answer (`{data: {data: rows, current_page, …}}`) holding
 * `rows` as page 1 of `total` rows, 10 a page. Test-only.
 * @see docs/product.md §R1 Tables
 */
export function page<Row>(rows: Row[], total = rows.length) {
  return {
    data: {
      data: rows,
      current_page: 1,
      from: rows.length ? 1 : null,
      to: rows.length || null,
      last_page: Math.max(1, Math.ceil(total / 10)),
      per_page: 10,
      total,
    },
  };
}
