// How deeply a JSON text nests, found by one pass over its characters before anything parses it: a
// hostile file nested a million levels deep would otherwise parse fine and then overflow the stack of
// every recursive walk over it (cloning, hashing, validating).

/** The first nesting depth above maxDepth, or null when the text never goes deeper than maxDepth. */
export function jsonDepthBeyond(text: string, maxDepth: number): number | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character, quotes included
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > maxDepth) return depth;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return null;
}
