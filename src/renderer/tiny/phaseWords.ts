// TINYforming Mars's phases as the header names them (the view carries the engine's state names).
const PHASE_WORDS: Record<string, string> = {
  research: 'Research',
  firstCities: 'First cities',
  action: 'Actions',
  income: 'Income',
  nextGeneration: 'New generation',
  scoring: 'Final scoring',
  ended: 'Game over',
};

export function tinyPhaseWords(phase: string): string {
  // A phase this list does not know yet still reads as words ("someNewStep" → "Some new step").
  return PHASE_WORDS[phase] ?? phase.replace(/([A-Z])/g, ' $1').toLowerCase().replace(/^./, (c) => c.toUpperCase());
}
