// The global parameters as the header writes them, in the player's language: a signed temperature in °C
// ("+4 °C" in German and French, "+4°C" in English) and oxygen in percent, spaced as the language spaces them.
import type { Say } from '../i18n/say';

export interface ParameterFormat {
  temperature: (degrees: number) => string;
  oxygen: (percent: number) => string;
}

export function parameterFormat(say: Say): ParameterFormat {
  return {
    temperature: (degrees) => say('tmScreen.top.temperatureValue', { value: degrees }),
    oxygen: (percent) => say('tmScreen.top.oxygenValue', { value: percent }),
  };
}
