import { z } from 'zod';
import { listPageSchema } from '../../contract/envelope';
import { listQuery } from '../../contract/list-query';
import { zFullName } from '../../contract/zod-rules';

/** 地图 (SPEC §1 system data, ADR 0031): one GeoJSON outline per region, for the data screens. */
export const MAP_MODULE = 'system.map';
export const MAP_LIMITS = { chars: 1_000_000, features: 2_000, points: 200_000 } as const;
export const MAP_GEOMETRIES = ['Polygon', 'MultiPolygon', 'LineString', 'MultiLineString', 'Point', 'MultiPoint'] as const;

export const MAP_MSG = {
  regionRequired: '请输入区域编码',
  regionInvalid: '区域编码只能是数字（行政区划代码）',
  nameRequired: '请输入地图名称',
  fileRequired: '请选择 GeoJSON 文件',
  tooLarge: `GeoJSON 文件不能超过 ${MAP_LIMITS.chars / 1_000_000} MB`,
  notJson: 'GeoJSON 文件不是合法的 JSON',
  notGeoJson: 'GeoJSON 须为 FeatureCollection 或 Feature',
  noFeatures: 'GeoJSON 中没有任何要素',
  tooManyFeatures: `GeoJSON 要素不能超过 ${MAP_LIMITS.features} 个`,
  tooManyPoints: `GeoJSON 坐标点不能超过 ${MAP_LIMITS.points} 个`,
  geometryType: `几何类型只能是 ${MAP_GEOMETRIES.join('、')}`,
  coordinates: '坐标不合法：须为 [经度, 纬度]，经度在 -180～180、纬度在 -90～90 之间',
  ringOpen: '多边形的环须首尾闭合且至少有 4 个点',
  regionExists: '该区域已有地图',
  notFound: '地图不存在',
} as const;

type Pos = number[];
const isPos = (p: unknown): p is Pos =>
  Array.isArray(p) && p.length >= 2 && p.length <= 3 && p.every((n) => typeof n === 'number' && Number.isFinite(n)) && Math.abs(p[0] as number) <= 180 && Math.abs(p[1] as number) <= 90;

/** Checks a geometry's coordinates; returns its point count or the message of what is wrong. */
function checkGeometry(g: unknown): number | string {
  if (!g || typeof g !== 'object') return MAP_MSG.geometryType;
  const { type, coordinates: c } = g as { type?: unknown; coordinates?: unknown };
  const arr = (v: unknown): v is unknown[] => Array.isArray(v);
  const line = (l: unknown, min: number) => (arr(l) && l.length >= min && l.every(isPos) ? l.length : -1);
  const ring = (r: unknown) => {
    const n = line(r, 4);
    if (n < 0) return -1;
    const ps = r as Pos[];
    return ps[0]![0] === ps[n - 1]![0] && ps[0]![1] === ps[n - 1]![1] ? n : -2;
  };
  const sum = (xs: number[]) => (xs.some((x) => x === -2) ? -2 : xs.some((x) => x < 0) ? -1 : xs.reduce((a, b) => a + b, 0));
  const polygon = (p: unknown) => (arr(p) && p.length > 0 ? sum(p.map(ring)) : -1);
  let n: number;
  switch (type) {
    case 'Point': n = isPos(c) ? 1 : -1; break;
    case 'MultiPoint': n = arr(c) && c.length > 0 && c.every(isPos) ? c.length : -1; break;
    case 'LineString': n = line(c, 2); break;
    case 'MultiLineString': n = arr(c) && c.length > 0 ? sum(c.map((l) => line(l, 2))) : -1; break;
    case 'Polygon': n = polygon(c); break;
    case 'MultiPolygon': n = arr(c) && c.length > 0 ? sum(c.map(polygon)) : -1; break;
    default: return MAP_MSG.geometryType;
  }
  return n === -2 ? MAP_MSG.ringOpen : n < 0 ? MAP_MSG.coordinates : n;
}

export interface GeoSummary { features: number; points: number; bbox: [number, number, number, number] }

/** Reads and checks uploaded GeoJSON text: the summary, or the Chinese message of the first problem. */
export function readGeoJson(text: string): GeoSummary | string {
  if (text.length > MAP_LIMITS.chars) return MAP_MSG.tooLarge;
  let doc: unknown;
  try { doc = JSON.parse(text); } catch { return MAP_MSG.notJson; }
  if (!doc || typeof doc !== 'object') return MAP_MSG.notGeoJson;
  const d = doc as { type?: unknown; features?: unknown; geometry?: unknown };
  const features = d.type === 'FeatureCollection' ? d.features : d.type === 'Feature' ? [doc] : null;
  if (!Array.isArray(features)) return MAP_MSG.notGeoJson;
  if (features.length === 0) return MAP_MSG.noFeatures;
  if (features.length > MAP_LIMITS.features) return MAP_MSG.tooManyFeatures;
  let points = 0;
  const bbox: [number, number, number, number] = [180, 90, -180, -90];
  for (const f of features) {
    if (!f || typeof f !== 'object' || (f as { type?: unknown }).type !== 'Feature') return MAP_MSG.notGeoJson;
    const n = checkGeometry((f as { geometry?: unknown }).geometry);
    if (typeof n === 'string') return n;
    points += n;
    if (points > MAP_LIMITS.points) return MAP_MSG.tooManyPoints;
    walk((f as { geometry: { coordinates: unknown } }).geometry.coordinates, (p) => {
      bbox[0] = Math.min(bbox[0], p[0]!); bbox[1] = Math.min(bbox[1], p[1]!); bbox[2] = Math.max(bbox[2], p[0]!); bbox[3] = Math.max(bbox[3], p[1]!);
    });
  }
  return { features: features.length, points, bbox };
}

/** Every position of a geometry's coordinates. */
export function walk(c: unknown, visit: (p: Pos) => void) {
  if (isPos(c)) visit(c);
  else if (Array.isArray(c)) for (const x of c) walk(x, visit);
}

const geoJson = z.string({ error: MAP_MSG.fileRequired }).min(1, { error: MAP_MSG.fileRequired }).superRefine((s, c) => {
  const r = readGeoJson(s);
  if (typeof r === 'string') c.addIssue({ code: 'custom', message: r });
});

export const mapBody = z.object({
  regionCode: z.string({ error: MAP_MSG.regionRequired }).trim().min(1, { error: MAP_MSG.regionRequired }).max(12, { error: MAP_MSG.regionInvalid }).regex(/^\d+$/, { error: MAP_MSG.regionInvalid }),
  fullName: z.string({ error: MAP_MSG.nameRequired }).trim().min(1, { error: MAP_MSG.nameRequired }).max(50, { error: '名称不能超过50个字符' }).pipe(zFullName),
  geoJson,
});
export type MapBody = z.infer<typeof mapBody>;

export const mapIdParams = z.object({ id: z.string().min(1).max(64) });
export const mapListQuery = listQuery(['regionCode', 'fullName', 'creatorTime'] as const);
export type MapListQuery = z.infer<typeof mapListQuery>;
export const mapRow = z.object({
  id: z.string(), regionCode: z.string(), fullName: z.string(), featureCount: z.number(), pointCount: z.number(), byteSize: z.number(),
  creatorUserName: z.string(), creatorTime: z.number(),
});
export type MapRow = z.infer<typeof mapRow>;
export const mapPage = listPageSchema(mapRow);
/** A region's map with its GeoJSON (text, as uploaded). */
export const mapInfo = mapRow.extend({ geoJson: z.string() });
export type MapInfo = z.infer<typeof mapInfo>;
