/** Messages of multipart uploads, whichever route takes them (src/server/http/multipart.ts). */
export const UploadMsg = {
  /** The connection ended before the closing boundary, or a part was malformed: a dropped or cut-off upload. */
  incomplete: '上传的内容不完整，请重新上传',
  /** multipart/form-data without the boundary to split it by. */
  notMultipart: '请以 multipart/form-data 上传文件',
  /** More than the one file (or the few fields) a route takes. */
  tooManyParts: '一次只能上传一个文件',
} as const;
