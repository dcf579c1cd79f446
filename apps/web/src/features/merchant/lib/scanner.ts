// The camera scan is offered only where the browser has a QR BarcodeDetector and a camera: no
// scanning library is downloaded, the typed code is there everywhere.

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options?: { formats?: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

function detectorClass(): BarcodeDetectorClass | undefined {
  return (globalThis as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
}

/** Whether this browser can scan a QR code with a camera. */
export async function canScan(): Promise<boolean> {
  const Detector = detectorClass();
  const media = globalThis.navigator?.mediaDevices;
  if (!Detector || !media?.getUserMedia || !media.enumerateDevices) return false;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    if (!formats.includes('qr_code')) return false;
    const devices = await media.enumerateDevices();
    return devices.some((device) => device.kind === 'videoinput');
  } catch {
    return false;
  }
}

/** A QR detector (call only after canScan()). */
export function qrDetector(): BarcodeDetectorLike {
  const Detector = detectorClass()!;
  return new Detector({ formats: ['qr_code'] });
}
