import { z } from 'zod';

/**
 * Image upload of §7 (`POST /api/file/Uploader/annexpic`, multipart field `file`) and the served
 * image (`GET /api/file/Image/annexpic/{name}`, public: names are random UUIDv7 + extension).
 */
export const ImageApi = {
  uploadImage: '/api/file/Uploader/annexpic',
  imageBase: '/api/file/Image/annexpic/',
} as const;

/** Where images are stored, under the data directory (DATA_DIR). */
export const IMAGE_DIR = 'files/annexpic';
/**
 * Who uploaded each image: beside the images, one file per stored name holding the uploader's user
 * id (written before the image appears). What a user may take as their own (the avatar) is checked here.
 */
export const IMAGE_UPLOADER_DIR = `${IMAGE_DIR}/.uploaders`;

/** Default size limit of an uploaded image (env IMAGE_MAX_MB overrides). */
export const IMAGE_DEFAULT_LIMIT_MB = 5;
/** Kinds accepted, told apart by their first bytes (never by the name). */
export const IMAGE_TYPES = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp', bmp: 'image/bmp' } as const;
export type ImageExt = keyof typeof IMAGE_TYPES;

export const FileMsg = {
  imageOnly: '请上传图片',
  /** §5: 图片大小超过{size}{unit}. */
  imageTooLarge: (size: number, unit: string) => `图片大小超过${size}${unit}`,
  fileRequired: '请选择要上传的图片',
  notFound: '文件不存在',
} as const;

/** SPEC §3 "Image: name, fileId, url". */
export const uploadedImage = z.object({ name: z.string(), fileId: z.string(), url: z.string() });
export type UploadedImage = z.infer<typeof uploadedImage>;

/** A stored image name: UUIDv7 + one of the accepted extensions (nothing else is ever served). */
export const IMAGE_NAME_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(jpg|png|gif|webp|bmp)$/;
export const imageNameParams = z.object({ name: z.string().max(64) });

/** The url an uploaded image is served at. */
export const imageUrl = (name: string): string => `${ImageApi.imageBase}${name}`;
