import { QRCodeSVG } from 'qrcode.react';

/** The setup's QR code, an SVG with its text alternative; its own module so the QR library loads only for a setup. */
export function SetupQrCode({ uri, label }: { uri: string; label: string }) {
  return <QRCodeSVG value={uri} size={176} level="M" role="img" aria-label={label} title={label} />;
}
