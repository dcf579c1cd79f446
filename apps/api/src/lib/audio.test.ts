import { describe, expect, it } from 'vitest';

import { melodyWav } from '../media/wav';
import { sniffAudio } from './audio';

describe('sniffAudio', () => {
  it('recognises MP3 (ID3 tag or frame sync), OGG, WAV and M4A by their first bytes', () => {
    expect(sniffAudio(Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'))?.ext).toBe('mp3');
    // MPEG-1 layer III, 128 kbit/s, 44.1 kHz.
    expect(sniffAudio(Buffer.from([0xff, 0xfb, 0x90, 0x64]))).toEqual({
      ext: 'mp3',
      mime: 'audio/mpeg',
    });
    expect(sniffAudio(Buffer.from('OggS\0\x02\0\0', 'latin1'))?.mime).toBe('audio/ogg');
    expect(sniffAudio(melodyWav(['C4']))).toEqual({ ext: 'wav', mime: 'audio/wav' });
    expect(sniffAudio(Buffer.from('\0\0\0\x20ftypM4A \0\0\0\0', 'latin1'))).toEqual({
      ext: 'm4a',
      mime: 'audio/mp4',
    });
  });

  it('refuses pictures, text and frames that only look like MP3, whatever the file is called', () => {
    expect(sniffAudio(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBeNull();
    // JPEG starts with 0xff too, but 0xd8 is no frame sync.
    expect(sniffAudio(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
    // AAC's ADTS sync (layer bits 00) and a reserved sample rate are not MP3.
    expect(sniffAudio(Buffer.from([0xff, 0xf1, 0x50, 0x80]))).toBeNull();
    expect(sniffAudio(Buffer.from([0xff, 0xfb, 0x9c, 0x64]))).toBeNull();
    expect(sniffAudio(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBeNull();
    expect(sniffAudio(Buffer.from('<html><audio src=x></audio>'))).toBeNull();
    expect(sniffAudio(Buffer.alloc(0))).toBeNull();
  });
});
