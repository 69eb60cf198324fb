// A save's phase as the Load screen shows it: engines record internal names ("turn.choosing",
// "extraSupport"); players read "Turn: choosing", "Extra support".

export function readablePhase(phase: string): string {
  if (phase === 'ended') return 'Game over';
  const parts = phase
    .split('.')
    .map((part) => part.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().trim())
    .filter((part) => part.length > 0);
  const text = parts.join(': ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
