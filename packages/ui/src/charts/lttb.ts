/** A point of a numeric series: x is a time in ms (or a category's position), y the value. */
export interface XY {
  x: number;
  y: number;
}

/**
 * Largest-Triangle-Three-Buckets (Steinarsson 2013): keeps `threshold` points of a series sorted by x, chosen
 * so the drawn line keeps its peaks and troughs. The first and last points always stay. A series of at most
 * `threshold` points comes back unchanged (the same array), so small series cost nothing.
 */
export function lttb<T extends XY>(points: readonly T[], threshold: number): readonly T[] {
  const n = points.length;
  if (threshold >= n || threshold < 3) return points;
  const sampled: T[] = [points[0]!];
  // The points between the first and the last go into threshold - 2 buckets of (almost) equal size.
  const every = (n - 2) / (threshold - 2);
  let a = 0;
  for (let i = 0; i < threshold - 2; i++) {
    // The average of the next bucket is the third corner of the triangles.
    const nextStart = Math.floor((i + 1) * every) + 1;
    const nextEnd = Math.min(Math.floor((i + 2) * every) + 1, n);
    let avgX = 0;
    let avgY = 0;
    for (let j = nextStart; j < nextEnd; j++) {
      avgX += points[j]!.x;
      avgY += points[j]!.y;
    }
    const count = nextEnd - nextStart || 1;
    avgX /= count;
    avgY /= count;
    const start = Math.floor(i * every) + 1;
    const end = Math.floor((i + 1) * every) + 1;
    const pa = points[a]!;
    let maxArea = -1;
    let chosen = start;
    for (let j = start; j < end; j++) {
      const p = points[j]!;
      const area = Math.abs((pa.x - avgX) * (p.y - pa.y) - (pa.x - p.x) * (avgY - pa.y));
      if (area > maxArea) {
        maxArea = area;
        chosen = j;
      }
    }
    sampled.push(points[chosen]!);
    a = chosen;
  }
  sampled.push(points[n - 1]!);
  return sampled;
}

/** The index of the x in `xs` (sorted ascending) nearest to `x`; -1 for an empty array. */
export function nearestIndex(xs: readonly number[], x: number): number {
  if (xs.length === 0) return -1;
  let low = 0;
  let high = xs.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (xs[mid]! < x) low = mid + 1;
    else high = mid;
  }
  if (low > 0 && Math.abs(xs[low - 1]! - x) <= Math.abs(xs[low]! - x)) return low - 1;
  return low;
}
