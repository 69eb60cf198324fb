// Ridge regression, closed form: weights minimising squared error plus lambda times their squared size,
// on standardized columns (so one lambda suits features of every scale), returned on the original scale.
// Small and exact: the expert's evaluation has a few dozen weights and a few thousand samples.

export interface RidgeFit {
  weights: number[];
  intercept: number;
}

/** Solves A x = b by Gaussian elimination with partial pivoting (A is square, small, and well conditioned by the ridge). */
export function solveLinear(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r][col]) > Math.abs(m[pivot][col])) pivot = r;
    [m[col], m[pivot]] = [m[pivot], m[col]];
    const d = m[col][col];
    if (Math.abs(d) < 1e-12) throw new Error('singular system');
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r][col] / d;
      if (f !== 0) for (let c = col; c <= n; c++) m[r][c] -= f * m[col][c];
    }
  }
  return m.map((row, i) => row[n] / row[i]);
}

/** Fits y ≈ intercept + x·weights with an L2 penalty `lambda` on standardized weights (the intercept is not penalised). */
export function fitRidge(x: number[][], y: number[], lambda: number): RidgeFit {
  const n = x.length;
  const k = x[0]?.length ?? 0;
  if (n === 0) throw new Error('no samples');
  const mean = Array.from({ length: k }, (_, j) => x.reduce((s, row) => s + row[j], 0) / n);
  const sd = Array.from({ length: k }, (_, j) => Math.sqrt(x.reduce((s, row) => s + (row[j] - mean[j]) ** 2, 0) / n) || 1);
  const yMean = y.reduce((s, v) => s + v, 0) / n;
  const z = x.map((row) => row.map((v, j) => (v - mean[j]) / sd[j]));
  const a = Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => z.reduce((s, row) => s + row[i] * row[j], 0) + (i === j ? lambda : 0)));
  const b = Array.from({ length: k }, (_, i) => z.reduce((s, row, r) => s + row[i] * (y[r] - yMean), 0));
  const scaled = solveLinear(a, b);
  const weights = scaled.map((w, j) => w / sd[j]);
  return { weights, intercept: yMean - weights.reduce((s, w, j) => s + w * mean[j], 0) };
}
