// A label that wraps in a narrow box keeps each short word (de, la, of, du) on the line of the word after it, so
// "Cité de Noctis" breaks into two lines, never three with a lone "de" in the middle.
export function keepShortWordsWithNext(text: string): string {
  return text.replace(/(?<=^|\s)(\S{1,3}) (?=\S)/gu, '$1\u00a0');
}
