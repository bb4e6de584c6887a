/** LIKE pattern for a literal substring: backslash, % and _ are escaped (ESCAPE '\'). */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
