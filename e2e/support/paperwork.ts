/**
 * A new client's box of paperwork for the intake journey (issue 32): six mixed files as a previous
 * contractor left them — scanned certificates (clean and mildly noisy), a text PDF delivery note and a
 * photo of a service label — drawn by the scan generator the OCR tests use.
 */
import sharp from 'sharp';
import {
  generateScannedPdf,
  renderScannedPage,
} from '../../apps/server/src/modules/document-processing/scans/generate-scan';

export type PaperFile = { name: string; mimeType: string; buffer: Buffer };

export const PAPERS = {
  serviceCertificate: 'FS-2026-00412',
  serviceDate: '2026-03-12',
  serials: ['FE-10231', 'FE-10232', 'FE-10233'],
  cylinder: 'CYL-55871',
  panel: 'ZP3-004417',
} as const;

export async function paperworkBox(): Promise<PaperFile[]> {
  const scan = async (name: string, lines: string[], degradation: 'clean' | 'mild', table?: string[][]) => {
    const { pdf } = await generateScannedPdf({
      pages: [lines],
      degradation,
      seed: name.length,
      ...(table ? { extras: { table } } : {}),
    });
    return { name, mimeType: 'application/pdf', buffer: Buffer.from(pdf) };
  };
  const service = await scan(
    'service-certificate-2026.pdf',
    [
      'Firesafe Services (Pty) Ltd',
      'CERTIFICATE OF INSPECTION AND SERVICE',
      `Certificate No: ${PAPERS.serviceCertificate}`,
      'Date of service: 12/03/2026',
      'Standard: SANS 1475-1',
    ],
    'clean',
    [
      ['Serial No', 'Type', 'Location', 'Pressure'],
      [PAPERS.serials[0], '9 kg DCP', 'Ground floor lobby', '14 bar'],
      [PAPERS.serials[1], '9 kg DCP', 'First floor passage', '14 bar'],
      [PAPERS.serials[2], '5 kg CO2', 'Server room', '-'],
    ],
  );
  const hydro = await scan(
    'hydrostatic-test.pdf',
    [
      'HYDROSTATIC PRESSURE TEST CERTIFICATE',
      'Certificate No: HT-2025-0777',
      `Cylinder serial no: ${PAPERS.cylinder}`,
      'Type: 9 kg DCP extinguisher',
      'Location: Basement parking, bay 12',
      'Test date: 05 May 2025',
      'Test pressure: 25 bar',
    ],
    'mild',
  );
  const report = await scan(
    'panel-service-report.pdf',
    [
      'SERVICE REPORT',
      'Report No: SR-88120',
      'Date: 2026-02-20',
      'Equipment: Fire alarm panel',
      'Make: Ziton  Model: ZP3',
      `Serial No: ${PAPERS.panel}`,
      'Location: Security control room',
      'Battery voltage: 27.1 V',
    ],
    'clean',
  );
  const installation = await scan(
    'installation-certificate.pdf',
    [
      'CERTIFICATE OF INSTALLATION',
      'Certificate No: CI-2019-0031',
      'Equipment: Hose reel',
      'Serial No: HR-3301',
      'Location: East stair, level 2',
      'Date of installation: 14/08/2019',
    ],
    'mild',
  );
  const delivery = await scan(
    'delivery-note.pdf',
    ['DELIVERY NOTE', 'Delivery note No: DN-45120', 'Date: 10/01/2026', 'Delivered to: Sandton Towers'],
    'clean',
    [
      ['Item', 'Description', 'Serial No'],
      ['1', '9 kg DCP fire extinguisher', 'FE-10990'],
    ],
  );
  const label = await renderScannedPage(
    [
      'SERVICE LABEL',
      'Extinguisher serial no: FE-20001',
      'Type: 4.5 kg CO2',
      'Serviced: 12/03/2026',
      'Location: Kitchen',
    ],
    { degradation: 'clean', seed: 6 },
  );
  const photo = await sharp(label.image).jpeg({ quality: 85 }).toBuffer();
  return [
    service,
    hydro,
    report,
    installation,
    delivery,
    { name: 'IMG_20260312_101500.jpg', mimeType: 'image/jpeg', buffer: photo },
  ];
}
