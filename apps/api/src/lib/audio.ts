// A shop's card music (issue 44): stored by the api like its pictures, because the app's
// Content-Security-Policy plays media from our own origin only (server.ts, media-src).

/** The largest audio file a catalogue may store: a few minutes of MP3, under a minute of WAV. */
export const MAX_AUDIO_BYTES = 10 * 1024 * 1024;

/** An MPEG audio frame header: sync, a known version and layer, a usable bitrate and rate. */
function isMpegFrame(data: Buffer): boolean {
  if (data.length < 4 || data[0] !== 0xff || (data[1]! & 0xe0) !== 0xe0) return false;
  const version = (data[1]! >> 3) & 0x03;
  const layer = (data[1]! >> 1) & 0x03;
  const bitrate = data[2]! >> 4;
  const rate = (data[2]! >> 2) & 0x03;
  // Version 01 and layer 00 are reserved (layer 00 is also AAC's ADTS, not MP3).
  return version !== 0x01 && layer !== 0x00 && bitrate !== 0x0f && rate !== 0x03;
}

/**
 * The audio type by its first bytes (MP3 with an ID3 tag or a frame sync, OGG, WAV, M4A), or
 * null: the name and MIME type sent are not trusted.
 */
export function sniffAudio(data: Buffer): { ext: string; mime: string } | null {
  const ascii = (from: number, to: number) =>
    data.length >= to ? data.subarray(from, to).toString('latin1') : '';
  if (ascii(0, 3) === 'ID3' || isMpegFrame(data)) return { ext: 'mp3', mime: 'audio/mpeg' };
  if (ascii(0, 4) === 'OggS') return { ext: 'ogg', mime: 'audio/ogg' };
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return { ext: 'wav', mime: 'audio/wav' };
  // ISO base media (M4A, MP4): a first box of type ftyp.
  if (ascii(4, 8) === 'ftyp') return { ext: 'm4a', mime: 'audio/mp4' };
  return null;
}
