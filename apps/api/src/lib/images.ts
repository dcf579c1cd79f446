export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The image type by its first bytes (PNG, JPEG, GIF, WebP), or null: the name and MIME type sent are not trusted. */
export function sniffImage(data: Buffer): { ext: string; mime: string } | null {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return { ext: 'png', mime: 'image/png' };
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    return { ext: 'jpg', mime: 'image/jpeg' };
  }
  if (
    data.length >= 6 &&
    (data.subarray(0, 6).toString('ascii') === 'GIF87a' ||
      data.subarray(0, 6).toString('ascii') === 'GIF89a')
  ) {
    return { ext: 'gif', mime: 'image/gif' };
  }
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString('ascii') === 'RIFF' &&
    data.subarray(8, 12).toString('ascii') === 'WEBP'
  ) {
    return { ext: 'webp', mime: 'image/webp' };
  }
  return null;
}

/** A stored upload's name: members' pictures, and a catalogue's pictures and music (lib/audio.ts). */
export const UPLOAD_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp|mp3|ogg|wav|m4a)$/;
