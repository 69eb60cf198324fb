// Wording every game's log and screen share: counts with the right plural and "a"/"an".

/** "1 card", "3 cards", "no cards" (a plural that is not word+s is given). */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  if (n === 0) return `no ${plural}`;
  return amountOf(n, singular, plural);
}

/** "0 credits", "1 credit", "5 credits": a stock shown as a number even when empty. */
export function amountOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** "a city", "an Industrial Center", "an ocean", "an energy". */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}
