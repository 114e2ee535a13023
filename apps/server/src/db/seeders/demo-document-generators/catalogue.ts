/**
 * The demo library: about 60 fire-protection documents of our own writing across the nine
 * categories and eight departments of spec §3. Each is rendered to a real file (render.ts) and its
 * searchable text is extracted from that file, never typed here.
 */
import type { DocumentCategory, DocumentDepartment, DocumentKind } from '@firebreak/shared';
import type { DemoContent, DemoSection } from './render';

export type DemoFormat = 'pdf' | 'docx' | 'xlsx' | 'pptx' | 'xml';

export type DemoDocument = {
  name: string;
  format: DemoFormat;
  category: DocumentCategory;
  department: DocumentDepartment;
  documentType: DocumentKind;
  revision: string;
  tags: string[];
  description: string;
  lastModified: string;
  content: DemoContent;
};

type Spec = [
  name: string,
  format: DemoFormat,
  category: DocumentCategory,
  department: DocumentDepartment,
  documentType: DocumentKind,
  revision: string,
  tags: string,
  description: string,
  lastModified: string,
  sections: DemoSection[],
];

const s = (heading: string, lines: string[] = [], rows?: string[][]): DemoSection =>
  rows ? { heading, lines, rows } : { heading, lines };
const signOff = s('Sign-off', [
  'Name: ____________________   Signature: ____________________   Date: ____________',
  'Approved by: ____________________ (Responsible Person)',
]);

const specs: Spec[] = [
  // Quality Management
  [
    'Hydrostatic Pressure Test Certificate',
    'pdf',
    'Quality Management',
    'Quality Assurance',
    'Certificate',
    'Rev 3',
    'hydrostatic,pressure-test,certificate,sprinkler,pipework',
    'Certificate recording the hydrostatic pressure test of new sprinkler pipework at 1.5 times working pressure for two hours.',
    '2025-03-14',
    [
      s('Installation details', [
        'Site: ______________________  Zone / riser: ____________',
        'System: wet pipe sprinkler installation to SANS 10287',
        'Design working pressure: 10 bar. Test pressure: 15 bar (1.5 x working pressure), held for 2 hours.',
      ]),
      s(
        'Test results',
        [
          'Pressure at start: ____ bar. Pressure after 2 hours: ____ bar. Allowed drop: none.',
          'All joints, couplings and flanges visually inspected for leaks during the hydrostatic test.',
        ],
        [
          ['Check', 'Result'],
          ['Gauge calibrated within 12 months', 'Yes / No'],
          ['No visible leakage', 'Yes / No'],
          ['Test witnessed by client', 'Yes / No'],
        ],
      ),
      s('Certification', [
        'We certify that the pipework described above has passed the hydrostatic pressure test and is fit to be filled and commissioned.',
      ]),
      signOff,
    ],
  ],
  [
    'FM-200 Commissioning Checklist',
    'docx',
    'Quality Management',
    'Quality Assurance',
    'Checklist',
    'Rev 2',
    'fm-200,clean-agent,commissioning,gas-suppression,checklist',
    'Commissioning checklist for FM-200 (HFC-227ea) clean agent gas suppression systems in server rooms and switch rooms.',
    '2025-04-02',
    [
      s('Room integrity', [
        'Door fan (room integrity) test completed and retention time above 10 minutes.',
        'All penetrations sealed; ceiling void and floor void included in the protected volume.',
      ]),
      s(
        'Agent and cylinders',
        [],
        [
          ['Item', 'Checked'],
          ['Cylinder weight and pressure recorded', '[ ]'],
          ['Discharge nozzles orientated and secured', '[ ]'],
          ['Manual release and abort switch tested', '[ ]'],
          ['Warning signs at every entrance', '[ ]'],
        ],
      ),
      s('Detection and control', [
        'Cross-zoned detection: first knock alarm, second knock starts the 30 second pre-discharge delay.',
        'Interface to HVAC shutdown and fire alarm panel verified.',
      ]),
      signOff,
    ],
  ],
  [
    'Sprinkler System Commissioning Report',
    'pdf',
    'Quality Management',
    'Quality Assurance',
    'Certificate',
    'Rev 1',
    'sprinkler,commissioning,flow-test,alarm-valve',
    'Commissioning report for a wet pipe sprinkler system: alarm valve trip test, flow test and water supply proving.',
    '2025-02-20',
    [
      s('Water supply proving', [
        'Flow test at the installation control valve set: 1,800 L/min at 4.2 bar residual pressure.',
        'Fire pump duty point confirmed against the hydraulic calculation.',
      ]),
      s('Alarm valve', [
        'Alarm valve trip test: water motor gong sounded within 30 seconds, flow switch signal received at the fire alarm panel.',
      ]),
      s('Outstanding items', [
        'Block plan to be mounted at the valve set.',
        'Spare sprinkler head cabinet with spanner to be supplied.',
      ]),
      signOff,
    ],
  ],
  [
    'Quality Management System Manual',
    'pdf',
    'Quality Management',
    'Quality Management',
    'Document',
    'Rev 5',
    'iso-9001,quality,manual,qms',
    'Quality management system manual aligned to ISO 9001: scope, responsibilities, document control and internal audits.',
    '2024-11-05',
    [
      s('Scope', [
        'Design, installation, commissioning and maintenance of fire sprinkler, gas suppression and fire detection systems.',
      ]),
      s('Document control', [
        'Controlled documents carry a revision number (Rev N); superseded revisions are withdrawn from site.',
      ]),
      s('Internal audit', [
        'Each process is audited at least once a year; findings are recorded as non-conformances with corrective action.',
      ]),
    ],
  ],
  [
    'Non-Conformance Report Form',
    'docx',
    'Quality Management',
    'Quality Management',
    'Form',
    'Rev 2',
    'ncr,non-conformance,quality,corrective-action',
    'Form to record a non-conformance, its root cause and the corrective and preventive action taken.',
    '2025-01-22',
    [
      s('Non-conformance', [
        'NCR number: ______  Project: ______  Raised by: ______',
        'Description of the non-conformance:',
      ]),
      s('Root cause and corrective action', [
        'Root cause (5 whys): ______',
        'Corrective action and due date: ______',
        'Preventive action: ______',
      ]),
      signOff,
    ],
  ],
  [
    'Internal Audit Schedule 2025',
    'xlsx',
    'Quality Management',
    'Quality Management',
    'Index',
    'Rev 1',
    'audit,schedule,quality,iso-9001',
    'Annual internal quality audit schedule by process owner and month.',
    '2025-01-10',
    [
      s(
        'Audit plan',
        [],
        [
          ['Process', 'Owner', 'Month', 'Auditor'],
          ['Design and hydraulic calculations', 'Design Manager', 'February', 'QA Officer'],
          ['Procurement', 'Finance Manager', 'April', 'QA Officer'],
          ['Installation', 'Operations Manager', 'June', 'External'],
          ['Commissioning', 'QA Manager', 'August', 'QA Officer'],
          ['Training records', 'HR Manager', 'October', 'QA Officer'],
        ],
      ),
    ],
  ],
  [
    'Calibration Register for Test Gauges',
    'xlsx',
    'Quality Management',
    'Quality Assurance',
    'Index',
    'Rev 4',
    'calibration,gauges,register,pressure-test',
    'Register of pressure gauges and flow meters with calibration dates and certificate numbers.',
    '2025-05-06',
    [
      s(
        'Gauges',
        [],
        [
          ['Asset', 'Range', 'Last calibration', 'Next due', 'Certificate'],
          ['PG-001 pressure gauge', '0-25 bar', '2025-01-15', '2026-01-15', 'CAL-2291'],
          ['PG-002 pressure gauge', '0-16 bar', '2025-02-03', '2026-02-03', 'CAL-2310'],
          ['FM-01 flow meter', '0-3000 L/min', '2024-11-20', '2025-11-20', 'CAL-2187'],
        ],
      ),
    ],
  ],
  // Safety & Compliance
  [
    'Hot Work Permit',
    'pdf',
    'Safety & Compliance',
    'Safety Health & Environment',
    'Form',
    'Rev 3',
    'hot-work,permit,welding,safety',
    'Permit to work for welding, cutting and grinding near combustible materials, with a fire watch.',
    '2025-02-11',
    [
      s('Work details', [
        'Location: ______ Work: welding / cutting / grinding. Valid from ____ to ____ (one shift only).',
      ]),
      s(
        'Precautions',
        [],
        [
          ['Combustibles removed within 11 m or covered', '[ ]'],
          ['Fire extinguisher and hose reel at the work area', '[ ]'],
          ['Fire watch for 60 minutes after work ends', '[ ]'],
          ['Sprinklers remain in service', '[ ]'],
        ],
      ),
      signOff,
    ],
  ],
  [
    'Site Risk Assessment Template',
    'xlsx',
    'Safety & Compliance',
    'Safety Health & Environment',
    'Form',
    'Rev 2',
    'risk-assessment,hira,hazard,safety',
    'Hazard identification and risk assessment (HIRA) template for installation sites, with likelihood and severity scoring.',
    '2025-03-03',
    [
      s(
        'HIRA',
        [],
        [
          ['Activity', 'Hazard', 'Likelihood', 'Severity', 'Risk', 'Control'],
          [
            'Working at height on scissor lift',
            'Fall from height',
            '3',
            '5',
            '15',
            'Harness, trained operator',
          ],
          ['Pipe threading', 'Hand injury', '3', '3', '9', 'Gloves, machine guard'],
          ['Hot work', 'Fire', '2', '5', '10', 'Hot work permit, fire watch'],
          ['Manual handling of pipe', 'Back strain', '4', '2', '8', 'Two-person lift'],
        ],
      ),
    ],
  ],
  [
    'Working at Height Procedure',
    'docx',
    'Safety & Compliance',
    'Safety Health & Environment',
    'Process',
    'Rev 4',
    'working-at-height,fall-protection,procedure,safety',
    'Procedure for working at height on ladders, scaffolds and mobile elevating work platforms, per the Construction Regulations.',
    '2024-10-18',
    [
      s('Requirements', [
        'A fall protection plan is required for all work above 2 m (Construction Regulations 2014, regulation 10).',
        'Only competent, medically fit persons work at height.',
      ]),
      s('Equipment', [
        'Full body harness with double lanyard; inspected before every use and recorded in the harness register.',
      ]),
    ],
  ],
  [
    'Personal Protective Equipment Issue Register',
    'xlsx',
    'Safety & Compliance',
    'Safety Health & Environment',
    'Index',
    'Rev 1',
    'ppe,register,safety,issue',
    'Register of PPE issued to employees: hard hats, safety boots, gloves, harnesses and hearing protection.',
    '2025-04-15',
    [
      s(
        'Issues',
        [],
        [
          ['Employee', 'Item', 'Size', 'Issued', 'Signature'],
          ['S. Dlamini', 'Safety boots', '9', '2025-04-01', ''],
          ['J. van Wyk', 'Full body harness', 'L', '2025-04-02', ''],
          ['T. Nkosi', 'Hard hat', 'M', '2025-04-03', ''],
        ],
      ),
    ],
  ],
  [
    'Incident Investigation Report',
    'docx',
    'Safety & Compliance',
    'Safety Health & Environment',
    'Form',
    'Rev 2',
    'incident,accident,investigation,near-miss',
    'Report form for incidents, injuries and near misses, including root cause and corrective actions.',
    '2025-01-30',
    [
      s('Incident', [
        'Date and time: ______ Location: ______ Injured person: ______',
        'Type: injury / near miss / property damage / environmental',
      ]),
      s('Investigation', [
        'Sequence of events, immediate causes, root causes, corrective actions and responsible persons.',
      ]),
      signOff,
    ],
  ],
  [
    'Occupational Health and Safety Policy',
    'pdf',
    'Safety & Compliance',
    'Safety Health & Environment',
    'Document',
    'Rev 6',
    'ohs,policy,safety,health',
    'Company OHS policy under the Occupational Health and Safety Act 85 of 1993.',
    '2024-09-01',
    [
      s('Commitment', [
        'Management commits to providing a safe workplace, complying with the OHS Act 85 of 1993 and consulting employees through health and safety representatives.',
      ]),
    ],
  ],
  [
    'Safety Induction Presentation',
    'pptx',
    'Safety & Compliance',
    'Safety Health & Environment',
    'Document',
    'Rev 3',
    'induction,safety,training,site-rules',
    'Site safety induction for new employees and subcontractors: site rules, emergency procedures and PPE.',
    '2025-02-25',
    [
      s('Site rules', [
        'Sign in at the site office every day',
        'No PPE, no entry',
        'Report every incident and near miss',
      ]),
      s('Emergency', [
        'Know your assembly point',
        'Raise the alarm, then evacuate',
        'Never re-enter a building on fire',
      ]),
    ],
  ],
  [
    'Fire Extinguisher Inspection Checklist',
    'pdf',
    'Safety & Compliance',
    'Operations',
    'Checklist',
    'Rev 2',
    'extinguisher,inspection,checklist,sans-1475',
    'Monthly inspection checklist for portable fire extinguishers per SANS 1475.',
    '2025-03-20',
    [
      s(
        'Per extinguisher',
        [],
        [
          ['Check', 'OK'],
          ['Pressure gauge in green zone', '[ ]'],
          ['Safety pin and tamper seal intact', '[ ]'],
          ['Service label current (SANS 1475)', '[ ]'],
          ['Mounted, visible and unobstructed', '[ ]'],
        ],
      ),
    ],
  ],
  // Operations
  [
    'Sprinkler Head Installation Work Instruction',
    'docx',
    'Operations',
    'Operations',
    'Work Instruction',
    'Rev 3',
    'sprinkler,installation,work-instruction,heads',
    'Step-by-step work instruction for installing sprinkler heads: thread sealing, orientation, deflector distance and guards.',
    '2025-02-05',
    [
      s('Steps', [
        '1. Check the sprinkler head temperature rating and K-factor against the drawing.',
        '2. Apply PTFE tape to the thread; never apply sealant to the frame.',
        '3. Tighten with the correct sprinkler spanner only.',
        '4. Deflector 75-150 mm below the ceiling for standard spray pendent heads.',
        '5. Fit head guards where heads are exposed to damage.',
      ]),
    ],
  ],
  [
    'Fire Pump Weekly Test Procedure',
    'pdf',
    'Operations',
    'Operations',
    'Process',
    'Rev 4',
    'fire-pump,diesel-pump,weekly-test,maintenance',
    'Weekly churn test of electric and diesel fire pumps and jockey pump, with readings to record.',
    '2025-01-14',
    [
      s('Diesel pump', [
        'Start the diesel fire pump automatically by opening the test drain; run 30 minutes.',
        'Record oil pressure, coolant temperature, battery voltage and suction and delivery pressures.',
      ]),
      s('Jockey pump', [
        'Confirm cut-in and cut-out pressures; jockey pump must not start more than twice an hour.',
      ]),
    ],
  ],
  [
    'Maintenance Service Schedule',
    'xlsx',
    'Operations',
    'Operations',
    'Index',
    'Rev 2',
    'maintenance,service,schedule,sprinkler',
    'Planned maintenance schedule for client installations: weekly, quarterly and annual service tasks.',
    '2025-04-22',
    [
      s(
        'Schedule',
        [],
        [
          ['Task', 'Frequency', 'Standard'],
          ['Alarm valve test', 'Weekly', 'SANS 10287'],
          ['Fire pump run', 'Weekly', 'SANS 10287'],
          ['Sprinkler head inspection', 'Annual', 'SANS 10287'],
          ['Hose reel service', 'Annual', 'SANS 1128'],
          ['Gas suppression cylinder weigh', 'Six-monthly', 'SANS 14520'],
        ],
      ),
    ],
  ],
  [
    'Hose Reel and Hydrant Service Record',
    'pdf',
    'Operations',
    'Operations',
    'Form',
    'Rev 1',
    'hose-reel,hydrant,service,record',
    'Service record for fire hose reels and hydrants: flow, hose condition and nozzle operation.',
    '2025-05-12',
    [
      s(
        'Hose reels',
        [],
        [
          ['Reel', 'Flow (L/min)', 'Hose condition', 'Nozzle'],
          ['HR-01', '30', 'Good', 'OK'],
          ['HR-02', '28', 'Kinked, replaced', 'OK'],
        ],
      ),
      s('Hydrants', ['Hydrant valve opened fully, flow confirmed, cap and chain present.']),
    ],
  ],
  [
    'Gas Suppression Maintenance Work Instruction',
    'docx',
    'Operations',
    'Operations',
    'Work Instruction',
    'Rev 2',
    'gas-suppression,fm-200,inergen,maintenance',
    'Six-monthly maintenance of FM-200 and Inergen systems: cylinder weighing, actuator checks and room integrity.',
    '2025-03-28',
    [
      s('Procedure', [
        'Isolate the actuators before any work; fit the safety caps.',
        'Weigh each FM-200 cylinder; a loss of more than 5% of agent requires refill.',
        'For Inergen, a pressure loss of more than 5% (temperature corrected) requires refill.',
        'Reconnect actuators and return the system to automatic; notify the client.',
      ]),
    ],
  ],
  [
    'Fire Alarm Panel Fault Finding Guide',
    'pdf',
    'Operations',
    'Operations',
    'Work Instruction',
    'Rev 1',
    'fire-alarm,detection,fault-finding,addressable-panel',
    'Guide to fault finding on addressable fire alarm panels: earth faults, open loops and device faults.',
    '2024-12-09',
    [
      s('Earth faults', [
        'Disconnect the loop at the panel and measure each leg to earth; above 1 megohm is acceptable.',
      ]),
      s('Open circuit', [
        'Use the panel loop diagnostics to locate the last responding device; inspect the cable after it.',
      ]),
    ],
  ],
  [
    'Site Daily Diary',
    'docx',
    'Operations',
    'Operations',
    'Form',
    '',
    'site-diary,daily,installation,progress',
    'Daily site diary for installation teams: labour on site, work done, deliveries, delays and weather.',
    '2025-05-19',
    [
      s('Daily record', [
        'Date: ______ Site: ______ Supervisor: ______',
        'Labour on site: ______',
        'Work completed today: ______',
        'Delays (weather, access, materials): ______',
      ]),
    ],
  ],
  // Design
  [
    'Hydraulic Calculation Report Template',
    'xlsx',
    'Design',
    'Design',
    'Document',
    'Rev 3',
    'hydraulic-calculation,design,sprinkler,flow',
    'Hydraulic calculation workbook for sprinkler design: design density, area of operation and pipe friction losses (Hazen-Williams).',
    '2025-02-17',
    [
      s(
        'Design basis',
        [],
        [
          ['Hazard class', 'Design density (mm/min)', 'Area of operation (m2)'],
          ['Light hazard', '2.25', '84'],
          ['Ordinary hazard 3', '5', '216'],
          ['High hazard storage', '12.5', '260'],
        ],
      ),
      s(
        'Friction loss',
        [],
        [
          ['Pipe', 'Flow (L/min)', 'Length (m)', 'Loss (bar)'],
          ['DN50', '400', '12', '0.18'],
          ['DN80', '1100', '30', '0.35'],
        ],
      ),
    ],
  ],
  [
    'Sprinkler Design Drawing Standards',
    'pdf',
    'Design',
    'Design',
    'Document',
    'Rev 2',
    'drawing,design,cad,layout',
    'Drawing standards for sprinkler layouts: title block, symbols, pipe sizing annotation and revision clouds.',
    '2024-08-26',
    [
      s('Layers and symbols', [
        'Sprinkler heads on layer FP-HEADS; pipework on FP-PIPE with nominal diameter labels.',
        'Each revision is clouded and listed in the title block.',
      ]),
    ],
  ],
  [
    'Design Review Checklist',
    'docx',
    'Design',
    'Design',
    'Checklist',
    'Rev 1',
    'design-review,checklist,drawing,hydraulic-calculation',
    'Checklist for the internal review of sprinkler and detection designs before issue for construction.',
    '2025-01-08',
    [
      s(
        'Review items',
        [],
        [
          ['Hazard classification matches occupancy', '[ ]'],
          ['Head spacing and coverage within limits', '[ ]'],
          ['Hydraulic calculation attached and balanced', '[ ]'],
          ['Water supply test data current', '[ ]'],
        ],
      ),
    ],
  ],
  [
    'Clean Agent Design Calculation',
    'xlsx',
    'Design',
    'Design',
    'Document',
    'Rev 2',
    'fm-200,clean-agent,design,calculation',
    'FM-200 agent quantity calculation from room volume, design concentration and minimum temperature.',
    '2025-03-11',
    [
      s(
        'Agent quantity',
        [],
        [
          ['Room', 'Volume (m3)', 'Design concentration (%)', 'Agent (kg)'],
          ['Server room', '180', '7.9', '112'],
          ['UPS room', '60', '7.9', '37'],
        ],
      ),
    ],
  ],
  [
    'Fire Detection Design Presentation',
    'pptx',
    'Design',
    'Design',
    'Document',
    'Rev 1',
    'fire-alarm,detection,design,smoke-detector',
    'Presentation on fire detection design to SANS 10139: detector spacing, zoning and sounder coverage.',
    '2025-04-09',
    [
      s('Detector spacing', [
        'Smoke detectors: up to 100 m2 each under flat ceilings',
        'Heat detectors: up to 50 m2 each',
      ]),
      s('Zoning', [
        'A zone covers at most 2,000 m2 and one storey',
        'Sounders: 65 dB(A) or 5 dB above ambient',
      ]),
    ],
  ],
  // Finance
  [
    'Monthly Project Cost Report',
    'xlsx',
    'Finance',
    'Finance',
    'Document',
    '',
    'cost-report,budget,finance,project',
    'Monthly cost report per project: budget, committed cost, actual spend and forecast to complete.',
    '2025-05-31',
    [
      s(
        'Projects',
        [],
        [
          ['Project', 'Budget (R)', 'Actual (R)', 'Forecast (R)'],
          ['Warehouse ESFR retrofit', '1850000', '1210000', '1790000'],
          ['Hospital FM-200 server room', '420000', '380000', '415000'],
          ['Mall hose reel upgrade', '260000', '95000', '255000'],
        ],
      ),
    ],
  ],
  [
    'Supplier Invoice Approval Form',
    'docx',
    'Finance',
    'Finance',
    'Form',
    'Rev 1',
    'invoice,approval,supplier,finance',
    'Form to approve supplier tax invoices against purchase orders and delivery notes before payment.',
    '2025-02-28',
    [
      s('Invoice', [
        'Supplier: ______ Invoice number: ______ Amount incl. VAT: R ______',
        'Purchase order number: ______ Delivery note attached: yes / no',
      ]),
      signOff,
    ],
  ],
  [
    'Purchase Order Requisition',
    'pdf',
    'Finance',
    'Finance',
    'Form',
    'Rev 2',
    'purchase-order,requisition,procurement',
    'Requisition form for purchase orders of materials, tools and subcontractor services.',
    '2025-01-19',
    [
      s(
        'Items',
        [],
        [
          ['Item', 'Quantity', 'Unit price', 'Total'],
          ['DN50 black steel pipe (6 m)', '40', '', ''],
          ['K80 pendent sprinkler heads', '200', '', ''],
        ],
      ),
      signOff,
    ],
  ],
  [
    'Expense Claim Form',
    'xlsx',
    'Finance',
    'Finance',
    'Form',
    'Rev 3',
    'expense-claim,reimbursement,travel',
    'Claim form for travel, accommodation and site expenses, with receipts attached.',
    '2025-03-07',
    [
      s(
        'Claims',
        [],
        [
          ['Date', 'Description', 'Kilometres', 'Amount (R)'],
          ['', 'Travel to site', '', ''],
          ['', 'Accommodation', '', ''],
        ],
      ),
    ],
  ],
  [
    'Annual Budget 2025',
    'xlsx',
    'Finance',
    'Finance',
    'Document',
    'Rev 1',
    'budget,annual,finance,forecast',
    'Company budget for 2025 by department: salaries, vehicles, tools, training and overheads.',
    '2024-12-12',
    [
      s(
        'Budget',
        [],
        [
          ['Department', 'Salaries (R)', 'Vehicles (R)', 'Training (R)'],
          ['Operations', '6200000', '950000', '180000'],
          ['Design', '2100000', '120000', '60000'],
          ['Finance', '1300000', '0', '25000'],
        ],
      ),
    ],
  ],
  [
    'Tender Pricing Schedule',
    'xlsx',
    'Finance',
    'Finance',
    'Document',
    'Rev 2',
    'tender,quotation,pricing,bill-of-quantities',
    'Pricing schedule for tenders: bill of quantities with material and labour rates for sprinkler installations.',
    '2025-04-28',
    [
      s(
        'Bill of quantities',
        [],
        [
          ['Item', 'Unit', 'Rate (R)'],
          ['Sprinkler head installed', 'each', '185'],
          ['DN25-DN50 pipework installed', 'm', '240'],
          ['Alarm valve set', 'each', '68000'],
        ],
      ),
    ],
  ],
  [
    'Payment Certificate Template',
    'docx',
    'Finance',
    'Finance',
    'Certificate',
    'Rev 1',
    'payment,certificate,progress-payment,retention',
    'Interim payment certificate for progress claims, with retention and previous payments.',
    '2025-02-14',
    [
      s('Valuation', [
        'Value of work completed to date: R ______',
        'Less retention (10%): R ______',
        'Less previous certificates: R ______',
        'Amount due this certificate: R ______',
      ]),
      signOff,
    ],
  ],
  // Human Resources
  [
    'Leave Application Form',
    'docx',
    'Human Resources',
    'Human Resources',
    'Form',
    'Rev 4',
    'leave,annual-leave,hr,form',
    'Application for annual, sick, family responsibility or study leave, approved by the line manager.',
    '2025-01-06',
    [
      s('Leave requested', [
        'Employee name: ______ Employee number: ______',
        'Type of leave: annual / sick / family responsibility / study / unpaid',
        'From: ______ To: ______ Number of working days: ______',
      ]),
      s('Approval', [
        'Leave balance before this application: ______ days',
        'Manager approval: approved / declined',
      ]),
      signOff,
    ],
  ],
  [
    'Employee Onboarding Checklist',
    'docx',
    'Human Resources',
    'Human Resources',
    'Checklist',
    'Rev 2',
    'onboarding,induction,new-employee,hr',
    'Checklist for a new employee first week: contract, PPE, safety induction, tools and system access.',
    '2025-03-17',
    [
      s(
        'First week',
        [],
        [
          ['Employment contract signed', '[ ]'],
          ['Bank and tax details captured for payroll', '[ ]'],
          ['Safety induction completed', '[ ]'],
          ['PPE issued and recorded', '[ ]'],
        ],
      ),
    ],
  ],
  [
    'Employee Handbook',
    'pdf',
    'Human Resources',
    'Human Resources',
    'Document',
    'Rev 3',
    'handbook,policy,hr,conduct',
    'Employee handbook: working hours, leave, conduct, disciplinary procedure and grievances.',
    '2024-07-01',
    [
      s('Working hours', [
        'Normal hours are 07:30 to 16:30, Monday to Friday; overtime by agreement under the BCEA.',
      ]),
      s('Leave', ['Annual leave of 15 working days a year; sick leave of 30 days in a three-year cycle.']),
    ],
  ],
  [
    'Performance Review Form',
    'docx',
    'Human Resources',
    'Human Resources',
    'Form',
    'Rev 1',
    'performance,review,appraisal,hr',
    'Annual performance review: objectives, competencies, ratings and development plan.',
    '2025-05-02',
    [
      s(
        'Ratings',
        [],
        [
          ['Competency', 'Rating (1-5)'],
          ['Technical skill', ''],
          ['Safety behaviour', ''],
          ['Teamwork', ''],
        ],
      ),
      signOff,
    ],
  ],
  [
    'Training Matrix',
    'xlsx',
    'Human Resources',
    'Human Resources',
    'Index',
    'Rev 5',
    'training,competency,matrix,saqcc',
    'Training and competency matrix: SAQCC registration, first aid, working at height and forklift by employee.',
    '2025-04-30',
    [
      s(
        'Matrix',
        [],
        [
          ['Employee', 'SAQCC Fire', 'First aid', 'Working at height', 'Expiry'],
          ['S. Dlamini', 'Yes', 'Level 1', 'Yes', '2026-03-01'],
          ['J. van Wyk', 'Yes', 'Level 2', 'Yes', '2025-11-15'],
        ],
      ),
    ],
  ],
  [
    'Overtime Claim Form',
    'pdf',
    'Human Resources',
    'Human Resources',
    'Form',
    'Rev 1',
    'overtime,claim,payroll,hr',
    'Claim for overtime worked, approved by the supervisor before the payroll cut-off.',
    '2025-02-03',
    [
      s(
        'Overtime',
        [],
        [
          ['Date', 'Hours', 'Rate (1.5 / 2.0)', 'Reason'],
          ['', '', '', ''],
        ],
      ),
      signOff,
    ],
  ],
  [
    'Disciplinary Procedure',
    'pdf',
    'Human Resources',
    'Human Resources',
    'Process',
    'Rev 2',
    'disciplinary,procedure,labour-relations,hr',
    'Disciplinary procedure consistent with the Labour Relations Act: warnings, hearings and appeals.',
    '2024-10-02',
    [
      s('Steps', [
        'Verbal warning, written warning, final written warning, then a hearing.',
        'The employee may be represented by a fellow employee or shop steward.',
      ]),
    ],
  ],
  // Project Management
  [
    'Warehouse Sprinkler Retrofit Programme',
    'xml',
    'Project Management',
    'Operations',
    'Document',
    'Rev 2',
    'programme,schedule,gantt,sprinkler,retrofit',
    'Project programme for an ESFR sprinkler retrofit in a high-bay warehouse, as an MS Project file.',
    '2025-05-08',
    [
      s(
        'Design',
        [],
        [
          ['Site survey', '2', 'measure racking and roof'],
          ['Hydraulic calculation and drawings', '5', 'ESFR K360 heads'],
        ],
      ),
      s(
        'Installation',
        [],
        [
          ['Mains and risers', '8', 'DN150 ring main'],
          ['Branch lines and ESFR heads', '15', 'scissor lifts'],
          ['Hydrostatic pressure test', '1', '15 bar for 2 hours'],
        ],
      ),
      s(
        'Handover',
        [],
        [
          ['Commissioning and flow test', '2', 'witness by insurer'],
          ['As-built drawings and certificate', '3', 'SANS 10287 certificate'],
        ],
      ),
    ],
  ],
  [
    'Hospital Gas Suppression Project Plan',
    'xml',
    'Project Management',
    'Operations',
    'Document',
    'Rev 1',
    'project-plan,fm-200,hospital,schedule',
    'Project plan for FM-200 gas suppression in hospital server and UPS rooms.',
    '2025-04-14',
    [
      s(
        'Works',
        [],
        [
          ['Room integrity survey', '1', 'door fan test'],
          ['Cylinder and pipework installation', '6', 'FM-200 cylinders'],
          ['Detection and release panel', '3', 'cross-zoned'],
          ['Commissioning', '1', 'FM-200 commissioning checklist'],
        ],
      ),
    ],
  ],
  [
    'Project Kick-off Presentation',
    'pptx',
    'Project Management',
    'General',
    'Document',
    'Rev 1',
    'kick-off,project,meeting,stakeholders',
    'Template for the project kick-off meeting: scope, programme, roles, safety and communication.',
    '2025-03-04',
    [
      s('Agenda', [
        'Scope and exclusions',
        'Programme and milestones',
        'Site rules and safety file',
        'Communication and reporting',
      ]),
      s('Roles', [
        'Project manager: single point of contact',
        'Site supervisor: daily diary and safety',
        'QA officer: inspections and test certificates',
      ]),
    ],
  ],
  [
    'Project Handover Checklist',
    'pdf',
    'Project Management',
    'Quality Assurance',
    'Checklist',
    'Rev 3',
    'handover,close-out,checklist,as-built',
    'Close-out checklist: as-built drawings, test certificates, O&M manuals, training and guarantees.',
    '2025-05-22',
    [
      s(
        'Documents to hand over',
        [],
        [
          ['As-built drawings', '[ ]'],
          ['Hydrostatic pressure test certificates', '[ ]'],
          ['Commissioning report', '[ ]'],
          ['Operation and maintenance manual', '[ ]'],
          ['Client training attendance register', '[ ]'],
        ],
      ),
    ],
  ],
  [
    'Variation Order Request',
    'docx',
    'Project Management',
    'Finance',
    'Form',
    'Rev 1',
    'variation-order,change,scope,cost',
    'Request for a variation order when the client changes scope, with cost and time impact.',
    '2025-02-09',
    [
      s('Variation', [
        'Description of change: ______',
        'Cost impact: R ______  Time impact: ____ days',
        'Instruction reference: ______',
      ]),
      signOff,
    ],
  ],
  [
    'Mall Hose Reel Upgrade Schedule',
    'xml',
    'Project Management',
    'Operations',
    'Document',
    '',
    'schedule,hose-reel,mall,programme',
    'MS Project schedule for upgrading hose reels and hydrants in a shopping mall, phased by trading hours.',
    '2025-05-15',
    [
      s(
        'Phases',
        [],
        [
          ['Phase 1 north wing hose reels', '5', 'after-hours work'],
          ['Phase 2 south wing hose reels', '5', 'after-hours work'],
          ['Hydrant valve replacement', '3', 'municipal shutdown'],
          ['Flow testing', '1', 'record flow rates'],
        ],
      ),
    ],
  ],
  [
    'Weekly Progress Report',
    'docx',
    'Project Management',
    'General',
    'Document',
    '',
    'progress-report,weekly,project,status',
    'Weekly progress report to the client: work done, planned work, risks, safety statistics.',
    '2025-05-26',
    [
      s('This week', ['Percent complete: ____%. Work done: ______. Planned next week: ______.']),
      s('Risks and issues', [
        'Access to ceiling voids delayed by other trades; material lead time for alarm valves six weeks.',
      ]),
    ],
  ],
  // Regulations & Standards
  [
    'SANS 10287 Sprinkler Installation Summary',
    'pdf',
    'Regulations & Standards',
    'Design',
    'Document',
    'Rev 2',
    'sans-10287,sprinkler,standard,regulation',
    'Summary of SANS 10287 automatic sprinkler installations: hazard classes, water supplies and testing.',
    '2024-06-15',
    [
      s('Scope', [
        'SANS 10287 covers the design, installation and maintenance of automatic sprinkler installations for fire protection.',
      ]),
      s('Water supplies', [
        'Duration of supply: 60 minutes for light and ordinary hazard, 90 minutes for high hazard.',
      ]),
    ],
  ],
  [
    'SANS 10400-T Fire Protection Overview',
    'pdf',
    'Regulations & Standards',
    'General',
    'Document',
    'Rev 1',
    'sans-10400-t,building-regulations,fire-protection,regulation',
    'Overview of SANS 10400-T (National Building Regulations, Part T: Fire protection): rational designs and deemed-to-satisfy rules.',
    '2024-05-20',
    [
      s('Part T', [
        'Fire protection of buildings: escape routes, fire resistance, detection, sprinklers and water installations.',
        'A rational design by a competent person may replace the deemed-to-satisfy rules.',
      ]),
    ],
  ],
  [
    'NFPA 2001 Clean Agent Notes',
    'pdf',
    'Regulations & Standards',
    'Design',
    'Document',
    '',
    'nfpa-2001,clean-agent,fm-200,standard',
    'Notes on NFPA 2001 for clean agent systems: design concentration, hold time and safety for occupied spaces.',
    '2024-08-08',
    [
      s('Key points', [
        'Minimum design concentration is the extinguishing concentration plus a 30% safety factor for class A fuels.',
        'Hold time is normally at least 10 minutes.',
      ]),
    ],
  ],
  [
    'SANS 1475 Extinguisher Servicing Requirements',
    'pdf',
    'Regulations & Standards',
    'Operations',
    'Document',
    'Rev 1',
    'sans-1475,extinguisher,service,regulation',
    'Requirements of SANS 1475 for the servicing and reconditioning of portable fire extinguishers.',
    '2024-09-19',
    [
      s('Servicing', [
        'Extinguishers are serviced every 12 months by a registered service provider and pressure tested every 5 years.',
      ]),
    ],
  ],
  [
    'Regulatory Compliance Register',
    'xlsx',
    'Regulations & Standards',
    'Safety Health & Environment',
    'Index',
    'Rev 3',
    'compliance,register,legislation,regulation',
    'Register of applicable legislation and standards with compliance status and responsible person.',
    '2025-01-27',
    [
      s(
        'Register',
        [],
        [
          ['Requirement', 'Applies to', 'Status'],
          ['OHS Act 85 of 1993', 'All sites', 'Compliant'],
          ['SANS 10287', 'Sprinkler installations', 'Compliant'],
          ['SANS 10139', 'Fire detection', 'Compliant'],
          ['SAQCC Fire registration', 'Installers', 'Renewal due'],
        ],
      ),
    ],
  ],
  [
    'SAQCC Fire Registration Guide',
    'docx',
    'Regulations & Standards',
    'Quality Management',
    'Document',
    'Rev 1',
    'saqcc,registration,installer,competency',
    'Guide to registering installers with SAQCC Fire: categories, evidence of competence and renewals.',
    '2024-11-21',
    [
      s('Categories', [
        'Installers, designers and maintenance technicians register separately for sprinkler, gas and detection work.',
        'Registration is renewed annually with proof of continued work.',
      ]),
    ],
  ],
  // General Documentation
  [
    'Company Profile',
    'pdf',
    'General Documentation',
    'General',
    'Document',
    'Rev 4',
    'company-profile,about,services',
    'Company profile: services, accreditations, major projects and contact details.',
    '2025-01-02',
    [
      s('Services', [
        'Design, installation and maintenance of sprinklers, gas suppression, fire detection, hose reels and hydrants.',
      ]),
      s('Accreditations', [
        'SAQCC Fire registered installers; ISO 9001 certified quality management system.',
      ]),
    ],
  ],
  [
    'Document Register',
    'xlsx',
    'General Documentation',
    'General',
    'Index',
    'Rev 7',
    'document-register,index,controlled-documents',
    'Master register of controlled documents with their current revision and owner.',
    '2025-05-30',
    [
      s(
        'Register',
        [],
        [
          ['Document', 'Revision', 'Owner'],
          ['Quality Management System Manual', 'Rev 5', 'QA Manager'],
          ['Hot Work Permit', 'Rev 3', 'SHE Officer'],
          ['Leave Application Form', 'Rev 4', 'HR Manager'],
        ],
      ),
    ],
  ],
  [
    'Client Meeting Minutes Template',
    'docx',
    'General Documentation',
    'General',
    'Form',
    '',
    'minutes,meeting,template,client',
    'Template for minutes of client and site meetings: attendees, decisions and action items.',
    '2025-03-12',
    [
      s('Minutes', [
        'Meeting: ______ Date: ______ Attendees: ______',
        'Decisions: ______',
        'Actions (who, what, by when): ______',
      ]),
    ],
  ],
  [
    'Company Overview Presentation',
    'pptx',
    'General Documentation',
    'General',
    'Document',
    'Rev 2',
    'presentation,company,overview,capabilities',
    'Presentation of company capabilities for client pitches and tenders.',
    '2025-02-19',
    [
      s('Who we are', [
        'Fire protection contractor since 1998',
        'Offices in Johannesburg, Durban and Cape Town',
      ]),
      s('What we do', [
        'Sprinkler systems',
        'Gas suppression (FM-200, Inergen)',
        'Fire detection and alarm systems',
      ]),
    ],
  ],
  [
    'Vehicle Logbook',
    'xlsx',
    'General Documentation',
    'Operations',
    'Form',
    '',
    'vehicle,logbook,travel,fleet',
    'Vehicle logbook for company bakkies: trips, kilometres, fuel and services.',
    '2025-05-05',
    [
      s(
        'Trips',
        [],
        [
          ['Date', 'From', 'To', 'Kilometres', 'Fuel (L)'],
          ['2025-05-02', 'Germiston', 'Centurion', '64', ''],
          ['2025-05-03', 'Centurion', 'Germiston', '64', '45'],
        ],
      ),
    ],
  ],
  [
    'Emergency Evacuation Plan',
    'pdf',
    'Safety & Compliance',
    'Safety Health & Environment',
    'Process',
    'Rev 2',
    'evacuation,emergency,assembly-point,fire-drill',
    'Emergency evacuation plan for the head office: alarm, escape routes, assembly point and fire drills.',
    '2025-04-07',
    [
      s('On hearing the alarm', [
        'Stop work, leave by the nearest escape route, do not use the lift, go to the assembly point in the car park.',
      ]),
      s('Fire drills', [
        'A fire drill is held every six months; floor wardens report the roll call to the chief warden.',
      ]),
    ],
  ],
  [
    'Quality Inspection and Test Plan',
    'xlsx',
    'Quality Management',
    'Quality Assurance',
    'Checklist',
    'Rev 2',
    'itp,inspection,test-plan,quality',
    'Inspection and test plan (ITP) for sprinkler installations: hold points, witness points and records.',
    '2025-03-25',
    [
      s(
        'ITP',
        [],
        [
          ['Activity', 'Hold / Witness', 'Record'],
          ['Material receipt', 'Inspection', 'Delivery note'],
          ['Pipework installation', 'Witness', 'Photos'],
          ['Hydrostatic pressure test', 'Hold', 'Test certificate'],
          ['Commissioning', 'Hold', 'Commissioning report'],
        ],
      ),
    ],
  ],
  [
    'Toolbox Talk Register',
    'docx',
    'Safety & Compliance',
    'Safety Health & Environment',
    'Form',
    '',
    'toolbox-talk,safety,training,register',
    'Attendance register for weekly toolbox talks on site safety topics.',
    '2025-05-14',
    [s('Talk', ['Topic: ______ Presented by: ______ Date: ______', 'Attendees (name and signature):'])],
  ],
];

export const DEMO_DOCUMENTS: DemoDocument[] = specs.map(
  ([
    name,
    format,
    category,
    department,
    documentType,
    revision,
    tags,
    description,
    lastModified,
    sections,
  ]) => ({
    name,
    format,
    category,
    department,
    documentType,
    revision,
    tags: tags.split(','),
    description,
    lastModified,
    content: {
      title: name,
      subtitle: `${category} - ${department}${revision ? ` - ${revision}` : ''}`,
      sections,
    },
  }),
);
