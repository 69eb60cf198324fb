// The shapes that tell players apart without colour (the colour-blind setting): one per player, the same in the
// panels (a glyph) and on the 3D boards (a drawn marker), so a player learns one shape for one seat.
export type PlayerShape = 'triangle' | 'circle' | 'square' | 'diamond' | 'star';

export const PLAYER_SHAPES: readonly PlayerShape[] = ['triangle', 'circle', 'square', 'diamond', 'star'];

/** The glyph of each shape in HTML text (plain Unicode geometric shapes: no emoji font needed). */
export const SHAPE_GLYPH: Record<PlayerShape, string> = {
  triangle: '▲',
  circle: '●',
  square: '■',
  diamond: '◆',
  star: '★',
};

/**
 * Traces a shape as one closed path centred on (cx, cy) within radius r, for a canvas to fill and stroke.
 * Each reaches about the same area, so none looks like a lesser marker.
 */
export function traceShape(ctx: Pick<CanvasRenderingContext2D, 'beginPath' | 'moveTo' | 'lineTo' | 'arc' | 'closePath'>, shape: PlayerShape, cx: number, cy: number, r: number): void {
  ctx.beginPath();
  const polygon = (points: [number, number][]) => {
    points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(cx + x, cy + y) : ctx.lineTo(cx + x, cy + y)));
  };
  if (shape === 'circle') ctx.arc(cx, cy, r * 0.88, 0, Math.PI * 2);
  else if (shape === 'square') polygon([[-0.8 * r, -0.8 * r], [0.8 * r, -0.8 * r], [0.8 * r, 0.8 * r], [-0.8 * r, 0.8 * r]]);
  else if (shape === 'diamond') polygon([[0, -r], [r, 0], [0, r], [-r, 0]]);
  else if (shape === 'triangle') polygon([[0, -r], [r, 0.8 * r], [-r, 0.8 * r]]);
  else {
    const points: [number, number][] = [];
    for (let i = 0; i < 10; i++) {
      const radius = i % 2 === 0 ? r : r * 0.45;
      const angle = -Math.PI / 2 + (i * Math.PI) / 5;
      points.push([radius * Math.cos(angle), radius * Math.sin(angle)]);
    }
    polygon(points);
  }
  ctx.closePath();
}
