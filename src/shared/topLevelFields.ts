// Reads chosen top-level fields of a JSON object without parsing the rest: one pass over the characters
// (fed in pieces, so a file can be streamed through it), keeping only the raw text of the wanted values
// (each up to a size cap). Nothing is built for the rest of the text, so neither its size nor its nesting
// costs memory or stack. The caller JSON.parses the few small values it got.
// It is lenient: text that is not valid JSON may still yield fields; a full parse remains the judge.

export interface TopLevelFields {
  /** The text began with `{` (after white space). */
  isObject: boolean;
  /** The top-level object was closed: the text was not cut short. */
  complete: boolean;
  /** Raw JSON text of each wanted field found (the last one, if a key repeats, as JSON.parse does). */
  values: Map<string, string>;
  /** Wanted fields whose value was longer than the cap (not kept). */
  tooLong: Set<string>;
}

/** Keys longer than this are never wanted ones; keeps a hostile key from growing memory. */
const MAX_KEY_CHARS = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

/** Where the scan is, seen from the top-level object. */
type Slot = 'start' | 'key' | 'colon' | 'valueStart' | 'value' | 'afterValue' | 'done';

export class TopLevelFieldScanner {
  private slot: Slot = 'start';
  private depth = 0;
  private inString = false;
  private escaped = false;
  private isObject = false;
  private key: string | null = null;
  private keyTooLong = false;
  private capture: string | null = null;
  private captureTooLong = false;
  private readonly values = new Map<string, string>();
  private readonly tooLong = new Set<string>();

  constructor(
    private readonly wanted: ReadonlySet<string>,
    private readonly maxValueChars: number,
  ) {}

  feed(text: string): void {
    // Inside a string nobody keeps, jump to its next quote or backslash (found with indexOf, each search
    // reused until passed, so the whole piece is still read once): saves are mostly long strings.
    let nextQuote = -1;
    let nextBackslash = -1;
    for (let i = 0; i < text.length && this.slot !== 'done'; i++) {
      if (this.capture === null && !this.escaped) {
        if (this.inString && this.slot !== 'key') {
          if (nextQuote < i) nextQuote = indexOrEnd(text, '"', i);
          if (nextBackslash < i) nextBackslash = indexOrEnd(text, '\\', i);
          i = Math.min(nextQuote, nextBackslash);
        } else if (!this.inString && this.depth >= 2) {
          i = this.skipNested(text, i);
        }
        if (i >= text.length) return;
      }
      this.step(text, i);
    }
  }

  /**
   * Inside a value nobody keeps, outside strings: counts brackets in a tight loop up to the next quote, or
   * the bracket that closes the value (both left to step). Returns that index, or the text's length.
   */
  private skipNested(text: string, from: number): number {
    let depth = this.depth;
    let i = from;
    for (; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === QUOTE) break;
      if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
      else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        if (depth === 2) break;
        depth--;
      }
    }
    this.depth = depth;
    return i;
  }

  result(): TopLevelFields {
    return { isObject: this.isObject, complete: this.slot === 'done' && this.isObject, values: this.values, tooLong: this.tooLong };
  }

  private step(text: string, i: number): void {
    const c = text.charCodeAt(i);
    if (this.inString) {
      let ended = false;
      if (this.escaped) this.escaped = false;
      else if (c === BACKSLASH) this.escaped = true;
      else if (c === QUOTE) ended = true;
      if (ended) this.inString = false;
      if (this.slot === 'key') {
        if (ended) this.slot = 'colon';
        else if (this.key !== null && this.key.length < MAX_KEY_CHARS) this.key += text[i];
        else this.keyTooLong = true;
        return;
      }
      this.append(text, i);
      if (ended && this.depth === 1) this.endValue(); // a string value of the top-level object
      return;
    }
    switch (this.slot) {
      case 'start':
        if (isSpace(c)) return;
        if (c === OPEN_BRACE) {
          this.isObject = true;
          this.depth = 1;
          this.slot = 'key';
        } else {
          this.slot = 'done';
        }
        return;
      case 'key':
        if (c === QUOTE) {
          this.inString = true;
          this.key = '';
          this.keyTooLong = false;
        } else if (c === CLOSE_BRACE) {
          this.slot = 'done';
        }
        return;
      case 'colon':
        if (c === COLON) this.slot = 'valueStart';
        return;
      case 'afterValue':
        if (c === COMMA) this.slot = 'key';
        else if (c === CLOSE_BRACE) this.slot = 'done';
        return;
      case 'valueStart':
        if (isSpace(c)) return;
        this.slot = 'value';
        this.capture = this.key !== null && !this.keyTooLong && this.wanted.has(this.key) ? '' : null;
        this.captureTooLong = false;
        break; // this character is the value's first
      case 'value':
        break;
      case 'done':
        return;
    }
    // Inside a value of the top-level object.
    if (this.depth === 1 && (c === COMMA || c === CLOSE_BRACE || isSpace(c))) {
      // The end of a number, true, false or null.
      this.endValue();
      if (c === COMMA) this.slot = 'key';
      else if (c === CLOSE_BRACE) this.slot = 'done';
      return;
    }
    this.append(text, i);
    if (c === QUOTE) this.inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) this.depth++;
    else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      this.depth--;
      if (this.depth === 1) this.endValue();
    }
  }

  private append(text: string, i: number): void {
    if (this.capture === null || this.captureTooLong) return;
    if (this.capture.length >= this.maxValueChars) {
      this.captureTooLong = true;
      this.capture = '';
      return;
    }
    this.capture += text[i];
  }

  private endValue(): void {
    if (this.capture !== null && this.key !== null) {
      if (this.captureTooLong) {
        this.values.delete(this.key);
        this.tooLong.add(this.key);
      } else {
        this.values.set(this.key, this.capture);
        this.tooLong.delete(this.key);
      }
    }
    this.capture = null;
    this.slot = 'afterValue';
  }
}

function indexOrEnd(text: string, char: string, from: number): number {
  const at = text.indexOf(char, from);
  return at < 0 ? text.length : at;
}

/** The top-level fields of a whole text (see TopLevelFieldScanner). */
export function scanTopLevelFields(text: string, wanted: readonly string[], maxValueChars: number): TopLevelFields {
  const scanner = new TopLevelFieldScanner(new Set(wanted), maxValueChars);
  scanner.feed(text);
  return scanner.result();
}
