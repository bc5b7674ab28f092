import { walk } from '@/features/map/contract';

/** A GeoJSON's outlines as SVG paths in a viewBox fitted to its bounds (y flipped: north up; longitude scaled by cos(latitude)). */
export function outlinePaths(geoJson: string, size = 300): { viewBox: string; paths: string[] } | null {
  let doc: { type?: string; features?: { geometry?: { type: string; coordinates: unknown } }[]; geometry?: { type: string; coordinates: unknown } };
  try { doc = JSON.parse(geoJson); } catch { return null; }
  const features = doc.type === 'FeatureCollection' ? (doc.features ?? []) : [doc];
  const pts: number[][] = [];
  for (const f of features) walk(f.geometry?.coordinates, (p) => pts.push(p));
  if (!pts.length) return null;
  const xs = pts.map((p) => p[0]!);
  const ys = pts.map((p) => p[1]!);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const k = Math.cos((((minY + maxY) / 2) * Math.PI) / 180);
  const span = Math.max((maxX - minX) * k, maxY - minY, 1e-9);
  const s = size / span;
  const pt = (p: number[]) => `${((p[0]! - minX) * k * s).toFixed(1)},${((maxY - p[1]!) * s).toFixed(1)}`;
  const ring = (r: number[][], close: boolean) => `M${r.map(pt).join('L')}${close ? 'Z' : ''}`;
  const paths: string[] = [];
  for (const f of features) {
    const g = f.geometry;
    if (!g) continue;
    const c = g.coordinates as never;
    if (g.type === 'Polygon') paths.push((c as number[][][]).map((r) => ring(r, true)).join(''));
    else if (g.type === 'MultiPolygon') paths.push((c as number[][][][]).flatMap((p) => p.map((r) => ring(r, true))).join(''));
    else if (g.type === 'LineString') paths.push(ring(c, false));
    else if (g.type === 'MultiLineString') paths.push((c as number[][][]).map((r) => ring(r, false)).join(''));
    else if (g.type === 'Point') paths.push(`M${pt(c)}m-2,0a2,2 0 1,0 4,0a2,2 0 1,0 -4,0`);
    else if (g.type === 'MultiPoint') paths.push((c as number[][]).map((p) => `M${pt(p)}m-2,0a2,2 0 1,0 4,0a2,2 0 1,0 -4,0`).join(''));
  }
  return { viewBox: `-4 -4 ${((maxX - minX) * k * s + 8).toFixed(1)} ${((maxY - minY) * s + 8).toFixed(1)}`, paths };
}
