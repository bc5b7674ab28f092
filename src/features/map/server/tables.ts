/** base_map: 地图, one GeoJSON outline per region code (ADR 0031). */
export interface MapTable {
  id: string;
  /** GB/T 2260 code of the region (e.g. 110000); unique. */
  regionCode: string;
  fullName: string;
  geoJson: string;
  byteSize: number;
  featureCount: number;
  pointCount: number;
  creatorUserId: string | null;
  creatorTime: number;
}

export interface MapTables {
  baseMap: MapTable;
}

declare module '../../../server/db/schema' {
  interface DB extends MapTables {}
}
