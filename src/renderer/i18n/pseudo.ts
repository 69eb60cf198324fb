// The pseudo-language: every English message with its words stretched by about 40 % and bracketed, its ICU
// structure (arguments, plurals, selects) untouched, so a screenshot shows which text would clip in a longer
// language and which text bypasses the catalogues (it appears unbracketed).
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';

const STRETCH = 0.4;

/**
 * Each word grows by its share of 40 % of the whole text, so the text is 40 % longer while its words stay
 * words: a line breaks between them as it would in a longer language, not inside one unbreakable run.
 */
function stretchText(text: string): string {
  const letters = text.replace(/[^A-Za-z]/g, '').length;
  if (letters === 0) return text;
  const perLetter = (text.length * STRETCH) / letters;
  return text.replace(/[A-Za-z]+/g, (word) => word + '~'.repeat(Math.ceil(word.length * perLetter)));
}

function stretch(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((el) => {
    if (el.type === TYPE.literal) return { ...el, value: stretchText(el.value) };
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      const options = Object.fromEntries(Object.entries(el.options).map(([k, o]) => [k, { ...o, value: stretch(o.value) }]));
      return { ...el, options };
    }
    if (el.type === TYPE.tag) return { ...el, children: stretch(el.children) };
    return el;
  });
}

/** The pseudo-language's catalogue, made from the English one. */
export function pseudoMessages(english: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(english)) {
    out[key] = `⟦${printAST(stretch(parse(message)))}⟧`;
  }
  return out;
}
