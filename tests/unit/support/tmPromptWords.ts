// A TM prompt as an English reader sees it (its title, its options), for tests that check what a prompt says:
// the prompt carries messages (tmPrompt.*), said here with content names in English like the log's words.
import type { Prompt } from '../../../src/shared/tm/prompt';
import { inEnglish } from './tmLogWords';

/** The prompt's title in English ("" when there is no prompt). */
export function englishTitle(prompt: Prompt | null | undefined): string {
  return prompt ? inEnglish(prompt.title) : '';
}

/** An option prompt's options in English (empty for any other prompt). */
export function englishOptions(prompt: Prompt | null | undefined): string[] {
  return prompt?.kind === 'option' ? prompt.options.map(inEnglish) : [];
}
