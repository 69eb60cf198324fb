// Marks a game in which solo practice took moves back past reveals (beside the prompt and on the end screen).
import { useSay } from '../i18n/useSay';
import { useApp } from '../store';

export function PracticeMark() {
  const say = useSay();
  const used = useApp((s) => s.session?.undo?.practiceUsed ?? false);
  if (!used) return null;
  return (
    <div style={{ fontSize: 12, opacity: 0.8 }} data-testid="undo-practice-mark">
      {say('common.undo.practiceMark')}
    </div>
  );
}
