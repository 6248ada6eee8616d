import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A small photo as a phone takes it: a JPEG whose EXIF names the camera and the GPS position it was taken at. */
export const photoWithGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 180, b: 150 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .toBuffer();

export const plainPng = () =>
  sharp({ create: { width: 32, height: 32, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();

/**
 * A minimal PDF whose catalogue carries `catalogueExtra` and whose one content stream is `stream` (deflated when
 * asked), as scanners and banks write them.
 */
export function pdf(catalogueExtra = '', stream = 'BT /F1 12 Tf 72 712 Td (Statement) Tj ET', deflate = false) {
  const data = deflate ? deflateSync(Buffer.from(stream, 'latin1')) : Buffer.from(stream, 'latin1');
  const filter = deflate ? ' /Filter /FlateDecode' : '';
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalogueExtra}>>\nendobj\n` +
        '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
        '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>\nendobj\n' +
        `4 0 obj\n<< /Length ${data.length}${filter} >>\nstream\n`,
      'latin1',
    ),
    data,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}
