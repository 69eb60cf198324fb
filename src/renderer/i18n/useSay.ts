// The words of the player's language in a component: `const say = useSay(); say(prompt.title)`.
import { useMemo } from 'react';
import { useSettings } from '../common/settings';
import { sayIn, type Say } from './say';

export function useSay(): Say {
  const language = useSettings((s) => s.language);
  return useMemo(() => sayIn(language), [language]);
}
