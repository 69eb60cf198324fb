// Marks a game in which solo practice took moves back past reveals (beside the prompt and on the end screen).
import { useApp } from '../store';

export function PracticeMark() {
  const used = useApp((s) => s.session?.undo?.practiceUsed ?? false);
  if (!used) return null;
  return (
    <div style={{ fontSize: 12, opacity: 0.8 }} data-testid="undo-practice-mark">
      Practice game: moves were taken back past reveals
    </div>
  );
}
