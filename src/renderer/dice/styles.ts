// Inline styles for the Dice Game overlays, kept in one place so the screen needs no shared CSS.
import type { CSSProperties } from 'react';

export const panel: CSSProperties = {
  background: 'rgba(24, 14, 10, 0.86)',
  color: '#f6e9dc',
  border: '1px solid rgba(255, 190, 140, 0.25)',
  borderRadius: 8,
  padding: '8px 10px',
  font: '13px/1.35 system-ui, sans-serif',
  // A word longer than the column (a German compound, a long name) breaks rather than runs out of its panel.
  overflowWrap: 'anywhere',
  pointerEvents: 'auto',
};

export const button: CSSProperties = {
  background: '#5b2e1c',
  color: '#fff4ea',
  border: '1px solid #b0643f',
  borderRadius: 5,
  padding: '4px 8px',
  margin: '2px 4px 2px 0',
  cursor: 'pointer',
  font: 'inherit',
  textAlign: 'left',
};

export const primary: CSSProperties = { ...button, background: '#a4492a', fontWeight: 600 };

export const chip = (bg: string, ink: string, selected = false): CSSProperties => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 3,
  background: bg,
  color: ink,
  borderRadius: 4,
  padding: '1px 5px',
  margin: '1px 3px 1px 0',
  // A chosen die stands out: a white ring, lifted, brighter, with a check mark (DieChip) besides.
  outline: selected ? '3px solid #fff' : 'none',
  outlineOffset: selected ? 1 : 0,
  transform: selected ? 'translateY(-3px)' : 'none',
  boxShadow: selected ? '0 4px 10px rgba(255, 255, 255, 0.35)' : 'none',
  filter: selected ? 'brightness(1.2)' : 'none',
  fontWeight: selected ? 700 : 'inherit',
  cursor: 'default',
});

export const heading: CSSProperties = { margin: '2px 0 4px', fontSize: 14, fontWeight: 700 };
export const small: CSSProperties = { opacity: 0.75, fontSize: 12 };
export const warning: CSSProperties = { background: 'rgba(150, 60, 20, 0.35)', border: '1px solid #e0874f', borderRadius: 6, padding: '6px 8px' };
