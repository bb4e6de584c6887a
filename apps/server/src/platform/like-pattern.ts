/** The keyword with LIKE's wildcards and its escape character escaped (ESCAPE '\', PostgreSQL's default). */
function escapeLike(keyword: string): string {
  return keyword.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** LIKE pattern for a literal substring: a search box's keyword matches anywhere, `%` and `_` match themselves. */
export function likePattern(keyword: string): string {
  return `%${escapeLike(keyword)}%`;
}

/** LIKE pattern for a literal prefix (an order number or phone typed from its start; uses a btree index). */
export function likePrefix(keyword: string): string {
  return `${escapeLike(keyword)}%`;
}
