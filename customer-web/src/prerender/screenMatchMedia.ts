/**
 * Answers a media query for a screen of the given width, for rendering outside a browser. It knows
 * the two features the site's queries use, min-width and max-width in px, and throws on anything
 * else so a new kind of query cannot be answered wrongly without notice. (The usual library for
 * this, css-mediaquery, has not been maintained since 2014; these few lines are all the site needs.)
 */
export function matchesScreenWidth(query: string, width: number): boolean {
  const conditions = query.split(/\s+and\s+/i).map((part) => part.trim());
  return conditions.every((condition) => {
    const match = /^\(\s*(min|max)-width\s*:\s*(\d+(?:\.\d+)?)px\s*\)$/i.exec(condition);
    if (!match) throw new Error(`Media query not understood while prerendering: ${query}`);
    const limit = Number(match[2]);
    return match[1].toLowerCase() === 'min' ? width >= limit : width <= limit;
  });
}
