// A colony moon's trade track in short: the number at each step and the kind of yield said once per run of steps.
import type { Resource } from '../../../shared/tm/view';
import { RESOURCE_WORDS } from '../../../shared/tm/words';

/** Splits "3 floaters" into "3" and "floaters", "draw 2 cards" into "2" and "draw cards"; no number: the words stay whole. */
function amountOf(words: string): { amount: string; unit: string } {
  const m = /[+-]?\d+/.exec(words);
  if (!m) return { amount: words, unit: '' };
  // "+1 energy production": the cell says 1, the unit under it says production.
  return { amount: m[0].replace(/^\+/, ''), unit: words.replace(m[0], ' ').replace(/\s+/g, ' ').trim() };
}

/** "floater" and "floaters" are one kind. */
const kind = (unit: string) => unit.replace(/s$/, '');

/**
 * The amount at each step, and the unit said once under each run of steps that yield the same kind (in the
 * run's last words, plural where the track says so).
 */
export function trackCells(track: string[]): { cells: string[]; units: { unit: string; span: number }[] } {
  const parts = track.map(amountOf);
  const units: { unit: string; span: number }[] = [];
  for (const p of parts) {
    const last = units[units.length - 1];
    if (last && kind(last.unit) === kind(p.unit)) {
      last.span++;
      last.unit = p.unit;
    } else units.push({ unit: p.unit, span: 1 });
  }
  return { cells: parts.map((p) => p.amount), units };
}

/** The resource each word stands for in a track's units (the words the engine writes them with). */
const RESOURCE_OF_WORD = new Map(Object.entries(RESOURCE_WORDS).map(([resource, word]) => [word, resource as Resource]));

/** "energy production" → energy: a production unit is drawn as its resource's icon (too long as words under one or two steps). */
export function producedResource(unit: string): Resource | null {
  const m = /^(.+) production$/.exec(unit);
  return m ? (RESOURCE_OF_WORD.get(m[1]) ?? null) : null;
}
