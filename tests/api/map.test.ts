import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import { MAP_LIMITS, MAP_MSG, type MapInfo, type MapRow } from '../../src/features/map/contract';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

const square = (x: number, y: number) => ({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [[[x, y], [x + 1, y], [x + 1, y + 1], [x, y + 1], [x, y]]] } });

describe(`地图 (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  const upload = (body: Record<string, unknown>, token = admin) => call<{ id: string }>(t, 'POST', '/api/system/Map', { token, body });
  const count = async () => Number((await t.db.selectFrom('baseMap').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  it('seeds the outline of 北京市, listed and read by region code for anyone signed in', async () => {
    const list = (await call<{ list: MapRow[] }>(t, 'GET', '/api/system/Map', { token: admin })).body.data.list;
    expect(list.map((m) => [m.regionCode, m.fullName, m.featureCount])).toEqual([['110000', '北京市', 1]]);
    const viewer = await t.login('office');
    const region = await call<MapInfo>(t, 'GET', '/api/system/Map/Region/110000', { token: viewer });
    expect(JSON.parse(region.body.data.geoJson).features[0].geometry.type).toBe('Polygon');
    expect((await call(t, 'GET', '/api/system/Map', { token: viewer })).body.code).toBe(Code.FORBIDDEN);
    expect((await upload({ regionCode: '120000', fullName: '天津市', geoJson: JSON.stringify(square(117, 39)) }, viewer)).body.code).toBe(Code.FORBIDDEN);
  });

  it('uploads a FeatureCollection or a Feature, refuses what is not GeoJSON with a Chinese message and writes nothing', async () => {
    const before = await count();
    const refusals: [unknown, string][] = [
      ['not json', MAP_MSG.notJson],
      [JSON.stringify({ type: 'Topology' }), MAP_MSG.notGeoJson],
      [JSON.stringify({ type: 'FeatureCollection', features: [] }), MAP_MSG.noFeatures],
      [JSON.stringify({ type: 'Feature', geometry: { type: 'GeometryCollection', geometries: [] } }), MAP_MSG.geometryType],
      [JSON.stringify({ type: 'Feature', geometry: { type: 'Point', coordinates: [200, 10] } }), MAP_MSG.coordinates],
      [JSON.stringify({ type: 'Feature', geometry: { type: 'Polygon', coordinates: [[[0, 0], [1, 0], [1, 1], [0, 1]]] } }), MAP_MSG.ringOpen],
      ['x'.repeat(MAP_LIMITS.chars + 1), MAP_MSG.tooLarge],
      ['', MAP_MSG.fileRequired],
    ];
    for (const [geoJson, msg] of refusals) expect((await upload({ regionCode: '120000', fullName: '天津市', geoJson })).body, msg).toMatchObject({ code: Code.BAD_REQUEST, msg });
    expect((await upload({ regionCode: 'abc', fullName: '天津市', geoJson: JSON.stringify(square(117, 39)) })).body.msg).toBe(MAP_MSG.regionInvalid);
    expect((await upload({ regionCode: '110000', fullName: '北京', geoJson: JSON.stringify(square(116, 39)) })).body.msg).toBe(MAP_MSG.regionExists);
    expect(await count()).toBe(before);

    const created = await upload({ regionCode: '120000', fullName: '天津市', geoJson: JSON.stringify({ type: 'FeatureCollection', features: [square(117, 39), square(117.5, 38.5)] }) });
    expect(created.body.code).toBe(200);
    const info = (await call<MapInfo>(t, 'GET', `/api/system/Map/${created.body.data.id}`, { token: admin })).body.data;
    expect(info).toMatchObject({ regionCode: '120000', featureCount: 2, pointCount: 10, creatorUserName: '管理员' });
    expect((await upload({ regionCode: '130000', fullName: '河北省', geoJson: JSON.stringify(square(115, 38)) })).body.code).toBe(200);
    const page = (await call<{ list: MapRow[]; pagination: { total: number } }>(t, 'GET', '/api/system/Map', { token: admin, query: { keyword: '天津' } })).body.data;
    expect(page.list.map((m) => m.regionCode)).toEqual(['120000']);

    expect((await call(t, 'DELETE', `/api/system/Map/${created.body.data.id}`, { token: admin })).body.code).toBe(200);
    expect((await call(t, 'GET', '/api/system/Map/Region/120000', { token: admin })).body).toMatchObject({ code: Code.NOT_FOUND, msg: MAP_MSG.notFound });
  });
});
