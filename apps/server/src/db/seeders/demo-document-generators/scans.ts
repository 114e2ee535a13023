/**
 * Three scanned demo documents (issue 12): paper that came back signed, stamped and photocopied, as
 * contractors receive most certificates, delivery notes and inspection sheets. Each is drawn as a
 * 300 dpi page image with noise and a slight skew (no text layer), so the library reads it by OCR in
 * the background after the first start, exactly as it reads a scan a user uploads.
 */
import type { DocumentCategory, DocumentDepartment, DocumentKind } from '@firebreak/shared';
import type { ScanExtras } from '../../../modules/document-processing/scans/generate-scan';

export type DemoScan = {
  name: string;
  fileName: string;
  category: DocumentCategory;
  department: DocumentDepartment;
  documentType: DocumentKind;
  tags: string[];
  description: string;
  lastModified: string;
  lines: string[];
  extras: ScanExtras;
  seed: number;
};

export const DEMO_SCANS: DemoScan[] = [
  {
    name: 'Signed Hydrostatic Test Certificate - Riverside Mall',
    fileName: 'Scan_Hydrostatic_Test_Certificate_Riverside_Mall.pdf',
    category: 'Quality Management',
    department: 'Quality Assurance',
    documentType: 'Certificate',
    tags: ['scan', 'hydrostatic', 'certificate', 'signed'],
    description: 'Scanned, signed copy of the hydrostatic test certificate returned from site.',
    lastModified: '2025-04-22',
    lines: [
      'HYDROSTATIC PRESSURE TEST CERTIFICATE',
      'Certificate No: HT-2025-0388',
      'Client: Riverside Mall Holdings (Pty) Ltd',
      'Site: Riverside Mall, Nelspruit - Level 2 food court riser',
      'System: wet pipe sprinkler installation to SANS 10287',
      'Working pressure 10 bar. Test pressure 15 bar held for 2 hours.',
      'Start 08:10 at 15.0 bar. End 10:10 at 14.9 bar. Ambient 21 C.',
      'Gauge serial G-77812, calibrated 14 January 2025.',
      'Witnessed by the tenant engineer, Mr S. Nkosi.',
      'Result: PASSED. No leaks found at flanged joints or grooved couplings.',
      'Test date: 22 April 2025',
    ],
    extras: { formLines: true, signature: true, stamp: true },
    seed: 101,
  },
  {
    name: 'Delivery Note DN-48213 - Sprinkler Heads and Fittings',
    fileName: 'Scan_Delivery_Note_DN-48213.pdf',
    category: 'Operations',
    department: 'Operations',
    documentType: 'Form',
    tags: ['scan', 'delivery-note', 'stock', 'sprinkler-heads'],
    description: 'Scanned supplier delivery note signed on receipt at the Midrand yard.',
    lastModified: '2025-05-06',
    lines: [
      'DELIVERY NOTE',
      'Delivery Note No: DN-48213',
      'Supplier: Highveld Fire Supplies, Germiston',
      'Deliver to: Firebreak yard, 12 Hydrant Road, Midrand',
      'Order reference: PO-2025-0912',
      'Received in good order, two cartons with crushed corners noted.',
      'Delivered 6 May 2025 by driver T. Mokoena, vehicle JHB 482 GP.',
    ],
    extras: {
      table: [
        ['Qty', 'Item', 'Code'],
        ['120', 'Pendent sprinkler head K80 68C', 'SPH-K80-68'],
        ['40', 'Upright sprinkler head K115', 'SPH-K115-U'],
        ['24', 'Grooved coupling 65 mm', 'GC-65'],
        ['6', 'Butterfly valve 100 mm', 'BFV-100'],
      ],
      signature: true,
    },
    seed: 202,
  },
  {
    name: 'Fire Alarm Inspection Sheet - Sandton Office Park',
    fileName: 'Scan_Fire_Alarm_Inspection_Sheet_Sandton.pdf',
    category: 'Safety & Compliance',
    department: 'Operations',
    documentType: 'Checklist',
    tags: ['scan', 'fire-alarm', 'inspection', 'sans-10139'],
    description: 'Handwritten-signed quarterly fire alarm inspection sheet, scanned from the site file.',
    lastModified: '2025-06-03',
    lines: [
      'QUARTERLY FIRE ALARM INSPECTION SHEET',
      'Report No: FA-2025-Q2-017',
      'Site: Sandton Office Park, Block C',
      'Standard: SANS 10139 maintenance schedule',
      'Panel: addressable, 4 loops, no faults on arrival.',
      'Zone 3 smoke detector in the server room replaced (contaminated).',
      'Sounders and strobes tested on all floors: audible above 65 dBA.',
      'Battery standby test passed: 24 V, 17 Ah, 24 hours standby.',
      'Next inspection due September 2025.',
    ],
    extras: { formLines: true, signature: true },
    seed: 303,
  },
];
