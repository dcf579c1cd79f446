// Card music: short melodies synthesised as 8 kHz, 8-bit mono WAV (a few KB per second).

const RATE = 8000;

const NOTE: Record<string, number> = {
  C4: 261.63,
  D4: 293.66,
  E4: 329.63,
  F4: 349.23,
  G4: 392.0,
  A4: 440.0,
  B4: 493.88,
  C5: 523.25,
  D5: 587.33,
  E5: 659.25,
  G5: 783.99,
  R: 0,
};

export function melodyWav(notes: readonly string[], noteSeconds = 0.3): Buffer {
  const perNote = Math.round(RATE * noteSeconds);
  const samples = perNote * notes.length;
  const buffer = Buffer.alloc(44 + samples);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + samples, 4);
  buffer.write('WAVEfmt ', 8, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(RATE, 24);
  buffer.writeUInt32LE(RATE, 28);
  buffer.writeUInt16LE(1, 32);
  buffer.writeUInt16LE(8, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(samples, 40);
  notes.forEach((note, n) => {
    const frequency = NOTE[note] ?? 0;
    for (let i = 0; i < perNote; i++) {
      // A soft attack and decay so notes do not click.
      const envelope = Math.min(1, i / 200) * Math.max(0, 1 - i / perNote) ** 0.5;
      const value = frequency ? Math.sin((2 * Math.PI * frequency * i) / RATE) * envelope * 90 : 0;
      buffer.writeUInt8(Math.round(128 + value), 44 + n * perNote + i);
    }
  });
  return buffer;
}
