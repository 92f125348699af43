import { useCallback, useEffect, useRef, useState } from 'react';

/** The browser's built-in QR reader (Chrome and Edge on Android, ChromeOS, macOS); absent elsewhere. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

const detectorClass = (): BarcodeDetectorConstructor | undefined => (globalThis as unknown as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;

/**
 * Reads QR codes with the device camera where the browser can (BarcodeDetector), calling onCode for
 * each code seen. Where it cannot, `supported` is false and staff use a handheld scanner or type
 * the code: both land in the same text field.
 */
export function useBarcodeCamera(onCode: (code: string) => void) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [active, setActive] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const supported = detectorClass() !== undefined && typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

  const stop = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setActive(false);
  }, []);

  const start = useCallback(async () => {
    const Detector = detectorClass();
    if (!Detector) return;
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      setError(null);
      setActive(true);
    } catch {
      setError('The camera could not be opened. Allow camera access, or type the code under the QR code.');
    }
  }, []);

  useEffect(() => {
    const Detector = detectorClass();
    const video = videoRef.current;
    if (!active || !Detector || !video || !stream.current) return;
    video.srcObject = stream.current;
    void video.play();
    const detector = new Detector({ formats: ['qr_code'] });
    let cancelled = false;
    let last = '';
    // One frame at a time: the next look starts when the previous one has answered.
    const look = async () => {
      if (cancelled) return;
      try {
        const codes = await detector.detect(video);
        const value = codes[0]?.rawValue;
        if (value && value !== last) {
          last = value;
          onCode(value);
        }
      } catch {
        // A frame not ready yet: look again.
      }
      if (!cancelled) requestAnimationFrame(() => void look());
    };
    void look();
    return () => {
      cancelled = true;
    };
  }, [active, onCode]);

  useEffect(() => stop, [stop]);

  return { supported, active, error, start, stop, videoRef };
}
