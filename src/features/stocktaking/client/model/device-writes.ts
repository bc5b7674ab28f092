/**
 * What the engine loads before replaying (device.mutations): the stocktake writes, and the scans'
 * photos as owners in the device's upload queue, so a photo kept before a reload attaches to its
 * scan even if this page is never opened.
 */
import './mutations';
import './photo-uploader';
