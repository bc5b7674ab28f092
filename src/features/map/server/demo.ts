import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import type { DB } from '../../../server/db/schema';
import { readGeoJson } from '../contract';

/** A small, simplified outline of 北京市 (110000): enough for the preview and a data screen's first map. */
export const DEMO_REGION = { regionCode: '110000', fullName: '北京市' } as const;
export const demoBeijing = {
  type: 'FeatureCollection',
  features: [{
    type: 'Feature',
    properties: { name: '北京市', adcode: 110000 },
    geometry: {
      type: 'Polygon',
      coordinates: [[
        [116.0, 39.45], [116.45, 39.44], [116.75, 39.6], [117.3, 39.7], [117.5, 40.2], [117.2, 40.68], [116.7, 41.0],
        [116.2, 40.9], [115.77, 40.55], [115.42, 40.0], [115.7, 39.55], [116.0, 39.45],
      ]],
    },
  }],
};

export async function seedMapDemo(tx: Kysely<DB>) {
  const text = JSON.stringify(demoBeijing);
  const s = readGeoJson(text);
  if (typeof s === 'string') throw new Error(`demo map invalid: ${s}`);
  await tx.insertInto('baseMap').values({
    id: newId(), ...DEMO_REGION, geoJson: text, byteSize: Buffer.byteLength(text), featureCount: s.features, pointCount: s.points, creatorUserId: null, creatorTime: Date.now(),
  }).execute();
}
