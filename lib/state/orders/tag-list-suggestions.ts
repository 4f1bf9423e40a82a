/**
 * What a form's tags field (a comma-separated list) offers: the tags in use that start with
 * the name being typed after the last comma and are not listed yet, each as the whole field's
 * next value, so a browser's datalist (which matches the whole value) can offer them.
 */
export function tagListSuggestions(value: string, tagsInUse: readonly string[], max = 12) {
  const comma = value.lastIndexOf(',');
  const head = comma < 0 ? '' : `${value.slice(0, comma + 1).trimEnd()} `;
  const typing = value
    .slice(comma + 1)
    .trim()
    .toLowerCase();
  const listed = new Set(
    value
      .slice(0, comma < 0 ? 0 : comma)
      .split(',')
      .map((tag) => tag.trim().toLowerCase()),
  );
  return tagsInUse
    .filter((tag) => tag.toLowerCase().startsWith(typing) && !listed.has(tag.toLowerCase()))
    .slice(0, max)
    .map((tag) => `${head}${tag}`);
}
