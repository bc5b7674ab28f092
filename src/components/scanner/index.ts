export { CameraScanner, type CameraScannerProps } from './CameraScanner';
export { CameraScanPanel, type CameraScanPanelProps } from './CameraScanPanel';
export { CameraError, type CameraProblem, cameraProblem, openCamera, stopStream } from './camera';
export { createFrameDecoder, decodeImage, type FrameDecoder, nativeDetector } from './decoder';
export { type Decoded, type PixelImage, SCAN_FORMATS, type ScanFormat } from './formats';
export { type CameraScanOptions, type CameraScanStatus, useCameraScan } from './use-camera-scan';
export { isEditable, useWedgeScanner, type WedgeScannerOptions } from './use-wedge-scanner';
export { createWedgeCollector, WEDGE_DEFAULTS, type WedgeCollector, type WedgeCollectorOptions } from './wedge-collector';
