// The papers: three or more layouts for each kind, each drawing its page and answering what is truly
// on it (the document's fields, its assets with only what the paper prints, its defects).
import { addDays, formatDate, pressure, SITE, TYPE_WORDS } from './data.mjs';

const of = (inv, ...types) => inv.filter((a) => types.includes(a.type));
/** The truth of an asset: only the named fields of the register entry, plus overrides. */
function truthOf(a, fields, extra = {}) {
  const t = {};
  for (const f of fields) if (a[f] !== undefined) t[f] = a[f];
  return { ...t, ...extra };
}
const typeWord = (r, a) => r.pick(TYPE_WORDS[a.type]);
const serialLabel = (r) => r.pick(['Serial No', 'S/N', 'Serial number', 'Serial', 'Cyl. No.']);
const certLabel = (r) => r.pick(['Certificate No', 'Cert. No.', 'Certificate number', 'Certificate #']);
const saqccLabel = (r) => r.pick(['SAQCC Fire Reg. No', 'SAQCC Fire registration', 'SAQCC No.', 'SAQCC Reg']);
const mass = (r, a) =>
  Math.round(
    (a.type === 'EXTINGUISHER_CO2' ? a.capacity * 2.6 + 4 : a.capacity * 1.45 + 2.2) * 10 + r.int(-4, 4),
  ) / 10;

function saqcc(r) {
  return r.pick([
    () => `FD-${r.int(10000, 29999)}`,
    () => `${r.int(10, 24)}-${String(r.int(1, 9999)).padStart(4, '0')}`,
    () => `GS ${r.int(1000, 9999)}`,
    () => `PE${r.int(100000, 999999)}`,
  ])();
}
function certNo(r, prefix) {
  return r.pick([
    () => `${prefix}-${r.int(2019, 2025)}-${String(r.int(1, 9999)).padStart(4, '0')}`,
    () => `${prefix} ${r.int(100000, 999999)}`,
    () => `${prefix}/${r.int(19, 25)}/${String(r.int(1, 9999)).padStart(4, '0')}`,
    () => `${r.int(10000, 99999)}`,
  ])();
}
const siteLines = (r) =>
  r.pick([
    [`${SITE.name}`, SITE.address],
    [`${SITE.client} - ${SITE.name}`, SITE.address],
    [`${SITE.name.toUpperCase()}`, SITE.address.replace(', Johannesburg', '')],
  ]);

// ---------------------------------------------------------------- installation certificates
function installTable(ctx) {
  const { r, inv, c, person } = ctx;
  const date = ctx.date;
  const assets = r.sample(
    of(inv, 'EXTINGUISHER_DCP', 'EXTINGUISHER_CO2', 'EXTINGUISHER_FOAM', 'HOSE_REEL'),
    r.int(6, 12),
  );
  const doc = {
    certificateNumber: certNo(r, 'COI'),
    signatory: person,
    saqccNumber: saqcc(r),
    contractor: c.name,
  };
  const sl = serialLabel(r);
  return {
    truth: {
      document: doc,
      assets: assets.map((a) =>
        truthOf(a, ['type', 'make', 'model', 'serial', 'location'], { installedOn: date }),
      ),
      defects: [],
    },
    draw(w) {
      w.letterhead(c, ctx.head);
      w.title('CERTIFICATE OF INSTALLATION');
      w.para('Portable fire extinguishers and hose reels', { size: 10, gap: 10 });
      const [sn, sa] = siteLines(r);
      w.form(
        [
          [certLabel(r), doc.certificateNumber],
          ['Date of installation', formatDate(date, ctx.ds)],
          ['Client / premises', sn],
          ['Address', sa],
          ['Installer', c.name],
          [saqccLabel(r), doc.saqccNumber],
        ],
        { columns: 1, labelWidth: 150 },
      );
      w.table(
        ['No.', 'Type', 'Make', 'Model', sl, 'Location'],
        assets.map((a, i) => [i + 1, typeWord(r, a), a.make, a.model, a.serial, a.location]),
        [0.06, 0.17, 0.13, 0.17, 0.17, 0.3],
      );
      w.para(
        "The equipment listed above was installed in accordance with SANS 1475-1 and SANS 543 and the manufacturer's instructions, and was left in good working order.",
        { size: 9.5 },
      );
      w.signature(person, `Installer, ${saqccLabel(r)} ${doc.saqccNumber}`, { seed: ctx.seed });
    },
  };
}

function installBoxes(ctx) {
  const { r, inv, c, person } = ctx;
  const date = ctx.date;
  const panel = of(inv, 'FIRE_ALARM_PANEL')[0];
  const zones = r.sample(of(inv, 'SMOKE_DETECTOR_ZONE'), r.int(4, 8)).sort((a, b) => a.zone - b.zone);
  const doc = {
    certificateNumber: certNo(r, 'FD'),
    signatory: person,
    saqccNumber: saqcc(r),
    contractor: c.name,
  };
  return {
    truth: {
      document: doc,
      assets: [
        truthOf(panel, ['type', 'make', 'model', 'serial', 'location'], { installedOn: date }),
        ...zones.map((z) => truthOf(z, ['type', 'make', 'model', 'location'], { installedOn: date })),
      ],
      defects: [],
    },
    draw(w) {
      w.letterhead(c, ctx.head);
      w.title('Fire Detection System - Installation & Commissioning Certificate', 13);
      w.boxes([
        { label: certLabel(r), value: doc.certificateNumber },
        { label: 'Date commissioned', value: formatDate(date, ctx.ds) },
        { label: 'Premises', value: SITE.name },
        { label: 'Installing company', value: c.name },
        { label: saqccLabel(r), value: doc.saqccNumber },
        { label: 'Design standard', value: 'SANS 10139' },
        { label: 'Panel make', value: panel.make },
        { label: 'Panel model', value: panel.model },
        { label: 'Panel serial', value: panel.serial },
        { label: 'Panel location', value: panel.location },
        { label: 'Mains supply', value: '230 V AC, DB-G1 CB 14' },
        { label: 'Standby', value: '2 x 12 V 17 Ah' },
      ]);
      w.table(
        ['Zone / description', 'Detector make', 'Detector model', 'Qty'],
        zones.map((z) => [z.location, z.make, z.model, z.devices]),
        [0.42, 0.2, 0.24, 0.14],
      );
      w.para('All zones were tested end to end and the system was handed over in normal condition.', {
        size: 9.5,
      });
      w.signature(person, 'Commissioning engineer', { seed: ctx.seed });
    },
  };
}

function installLetter(ctx) {
  const { r, inv, c, person } = ctx;
  const date = ctx.date;
  const gas = r.chance(0.5);
  const assets = gas
    ? [...of(inv, 'GAS_CYLINDER').filter((a) => a.agent === 'FM-200'), ...of(inv, 'GAS_CONTROL_PANEL')]
    : of(inv, 'SPRINKLER_ELECTRIC_PUMP', 'SPRINKLER_DIESEL_PUMP', 'SPRINKLER_JOCKEY_PUMP');
  const doc = {
    certificateNumber: certNo(r, 'INST'),
    signatory: person,
    saqccNumber: saqcc(r),
    contractor: c.name,
  };
  const sl = r.pick(['S/N', 'serial no.', 'serial number']);
  return {
    truth: {
      document: doc,
      assets: assets.map((a) =>
        truthOf(a, ['type', 'make', 'model', 'serial', 'location'], { installedOn: date }),
      ),
      defects: [],
    },
    draw(w) {
      w.letterhead(c, ctx.head);
      w.para(formatDate(addDays(date, r.int(1, 6)), 'd Month Y'), { size: 10 });
      w.para(`${SITE.client}\n${SITE.name}\n${SITE.address}`, { size: 10, gap: 12 });
      w.para(`Certificate No. ${doc.certificateNumber}`, { bold: true });
      w.para(`CERTIFICATE OF INSTALLATION: ${gas ? 'FM-200 GAS SUPPRESSION SYSTEM' : 'SPRINKLER PUMP SET'}`, {
        bold: true,
        gap: 10,
      });
      w.para(
        `This is to certify that the ${gas ? 'FM-200 clean agent extinguishing system protecting the server room' : 'sprinkler pump set serving both installations'} at the above premises was installed and commissioned by ${c.name} on ${formatDate(date, ctx.ds)} in accordance with ${gas ? 'SANS 14520' : 'SANS 10287'}. The installation comprises:`,
      );
      for (const a of assets)
        w.para(`-  ${typeWord(r, a)}: ${a.make} ${a.model}, ${sl} ${a.serial}, located in ${a.location}`, {
          indent: 14,
          gap: 3,
        });
      w.gap(8);
      w.para(
        `The work was carried out under the supervision of ${person} (SAQCC Fire registration ${doc.saqccNumber}). Please keep this certificate with the building's fire log book.`,
      );
      w.para('Yours faithfully,', { gap: 0 });
      w.signature(person, `for ${c.name}`, { seed: ctx.seed });
    },
  };
}

// ---------------------------------------------------------------- service certificates
function serviceTable(ctx) {
  const { r, inv, c, person } = ctx;
  const date = ctx.date;
  const unit = r.pick(['bar', 'kPa', 'psi']);
  const assets = r.sample(of(inv, 'EXTINGUISHER_DCP', 'EXTINGUISHER_CO2', 'EXTINGUISHER_FOAM'), r.int(8, 16));
  const doc = {
    certificateNumber: certNo(r, 'SC'),
    serviceDate: date,
    signatory: person,
    saqccNumber: saqcc(r),
    contractor: c.name,
  };
  const rows = [];
  const truths = [];
  const defects = [];
  for (const a of assets) {
    const m = mass(r, a);
    const readings = { GROSS_MASS: m };
    let p = '-';
    if (a.type !== 'EXTINGUISHER_CO2') {
      const pr = pressure(13.5 + r.next() * 2, unit);
      readings.GAUGE_PRESSURE = pr.value;
      p = pr.number;
    }
    let status = 'OK';
    if (r.chance(0.12)) {
      status = r.pick(['Recharged', 'Condemned', 'Seal replaced']);
      if (status === 'Condemned')
        defects.push(`${a.label} at ${a.location}: cylinder corroded, unit condemned`);
    }
    rows.push([
      a.label,
      typeWord(r, a),
      `${a.capacity} kg`,
      a.make,
      a.serial,
      a.location,
      m.toFixed(1),
      p,
      status,
    ]);
    truths.push(truthOf(a, ['type', 'make', 'serial', 'location'], { lastServiceOn: date, readings }));
  }
  return {
    truth: { document: doc, assets: truths, defects },
    draw(w) {
      w.letterhead(c, ctx.head);
      w.title(r.pick(['CERTIFICATE OF SERVICE', 'SERVICE CERTIFICATE - PORTABLE FIRE EXTINGUISHERS']), 14);
      w.form(
        [
          [certLabel(r), doc.certificateNumber],
          ['Service date', formatDate(date, ctx.ds)],
          ['Customer', SITE.client],
          ['Premises', SITE.name],
          ['Technician', person],
          [saqccLabel(r), doc.saqccNumber],
        ],
        { columns: 2, labelWidth: 105 },
      );
      w.table(
        [
          'Ext No',
          'Type',
          'Cap.',
          'Make',
          serialLabel(r),
          'Location',
          'Mass (kg)',
          `Pressure (${unit})`,
          'Status',
        ],
        rows,
        [0.07, 0.12, 0.06, 0.1, 0.13, 0.2, 0.08, 0.11, 0.13],
        { size: 7.5 },
      );
      if (defects.length) {
        w.para('Defects noted:', { bold: true, gap: 2 });
        for (const d of defects) w.para(`- ${d}`, { size: 9.5, gap: 2 });
      }
      w.para('Serviced in accordance with SANS 1475-1. Next service due in 12 months.', { size: 9 });
      w.signature(person, 'Service technician', { seed: ctx.seed });
      w.stamp(c.short, formatDate(date, ctx.ds));
    },
  };
}

function serviceBoxes(ctx) {
  const { r, inv, c, person } = ctx;
  const date = ctx.date;
  const unit = r.pick(['bar', 'kPa']);
  const valves = of(inv, 'SPRINKLER_CONTROL_VALVE');
  const doc = {
    certificateNumber: certNo(r, 'SPR'),
    serviceDate: date,
    signatory: person,
    saqccNumber: saqcc(r),
    contractor: c.name,
  };
  const readings = valves.map(() => {
    const ip = pressure(6 + r.next() * 3, unit);
    const md = pressure(ip.value - 0.6 - r.next(), unit);
    return { ip, md };
  });
  return {
    truth: {
      document: doc,
      assets: valves.map((v, i) =>
        truthOf(v, ['type', 'make', 'model', 'serial', 'location'], {
          lastServiceOn: date,
          readings: {
            INSTALLATION_PRESSURE: readings[i].ip.value,
            MAIN_DRAIN_PRESSURE: readings[i].md.value,
          },
        }),
      ),
      defects: [],
    },
    draw(w) {
      w.letterhead(c, ctx.head);
      w.title('Certificate of Inspection and Service\nAutomatic Sprinkler Installation', 13);
      w.boxes([
        { label: certLabel(r), value: doc.certificateNumber },
        { label: 'Date of inspection', value: formatDate(date, ctx.ds) },
        { label: 'Next inspection due', value: formatDate(addDays(date, 91), ctx.ds) },
        { label: 'Premises', value: SITE.name },
        { label: 'Inspected by', value: person },
        { label: saqccLabel(r), value: doc.saqccNumber },
      ]);
      valves.forEach((v, i) => {
        w.para(v.label, { bold: true, gap: 4 });
        w.boxes(
          [
            { label: 'Valve make', value: v.make },
            { label: 'Model', value: v.model },
            { label: serialLabel(r), value: v.serial },
            { label: 'Location', value: v.location, span: 2 },
            { label: 'Valve stop', value: 'Open & strapped' },
            { label: 'Installation pressure', value: readings[i].ip.text },
            { label: 'Main drain residual', value: readings[i].md.text },
            { label: 'Alarm gong', value: 'Sounded' },
          ],
          3,
          36,
        );
      });
      w.para('Quarterly inspection carried out to SANS 10287. Installation left in service.', { size: 9 });
      w.signature(person, 'Inspector', { seed: ctx.seed });
    },
  };
}

function serviceLetter(ctx) {
  const { r, inv, c, person } = ctx;
  const date = ctx.date;
  const unit = r.pick(['kPa', 'bar']);
  const reels = r.sample(of(inv, 'HOSE_REEL'), r.int(4, 8));
  const hydrants = r.sample(of(inv, 'HYDRANT'), r.int(1, 3));
  const doc = {
    certificateNumber: certNo(r, 'HR'),
    serviceDate: date,
    signatory: person,
    saqccNumber: saqcc(r),
    contractor: c.name,
  };
  const reelRows = reels.map((a) => ({ a, p: pressure(2.5 + r.next() * 1.5, unit, 'kPa') }));
  const hydRows = hydrants.map((a) => {
    const s = pressure(5 + r.next() * 2, unit, 'kPa');
    const res = pressure(3 + r.next() * 1.5, unit, 'kPa');
    return { a, s, res };
  });
  return {
    truth: {
      document: doc,
      assets: [
        ...reelRows.map(({ a, p }) =>
          truthOf(a, ['type', 'make', 'serial', 'location'], {
            lastServiceOn: date,
            readings: { FLOW_PRESSURE: p.value },
          }),
        ),
        ...hydRows.map(({ a, s, res }) =>
          truthOf(a, ['type', 'serial', 'location'], {
            lastServiceOn: date,
            readings: { STATIC_PRESSURE: s.value, RESIDUAL_PRESSURE: res.value },
          }),
        ),
      ],
      defects: [],
    },
    draw(w) {
      w.letterhead(c, ctx.head);
      w.para(`Certificate No: ${doc.certificateNumber}`, { bold: true });
      w.title('CERTIFICATE OF INSPECTION - HOSE REELS AND HYDRANTS', 12, 'left');
      w.para(
        `We hereby certify that the fire hose reels and hydrants at ${SITE.name}, ${SITE.address}, were inspected and serviced on ${formatDate(date, ctx.ds)} in accordance with SANS 543 and SANS 10400-T, and were found to be in working order at the time of the inspection.`,
      );
      w.table(
        ['Reel', 'Location', 'Make', serialLabel(r), `Flow pressure (${unit})`],
        reelRows.map(({ a, p }) => [a.label, a.location, a.make, a.serial, p.number]),
        [0.1, 0.36, 0.14, 0.18, 0.22],
      );
      w.table(
        ['Hydrant', 'Location', 'Serial', `Static (${unit})`, `Residual (${unit})`],
        hydRows.map(({ a, s, res }) => [a.label, a.location, a.serial, s.number, res.number]),
        [0.12, 0.38, 0.16, 0.17, 0.17],
      );
      w.para(`Inspected by ${person}, SAQCC Fire ${doc.saqccNumber}.`);
      w.signature(person, c.name, { seed: ctx.seed });
    },
  };
}

// ---------------------------------------------------------------- hydrostatic tests
function hydroTable(ctx) {
  const { r, inv, c, person } = ctx;
  const date = ctx.date;
  const assets = r.sample(of(inv, 'EXTINGUISHER_DCP', 'EXTINGUISHER_CO2', 'EXTINGUISHER_FOAM'), r.int(5, 12));
  const doc = { certificateNumber: certNo(r, 'HT'), testDate: date, signatory: person, contractor: c.name };
  const unit = r.pick(['bar', 'kPa', 'psi']);
  return {
    truth: {
      document: doc,
      assets: assets.map((a) => truthOf(a, ['type', 'make', 'serial'], { lastTestOn: date })),
      defects: [],
    },
    draw(w) {
      w.letterhead(c, ctx.head);
      w.title('HYDROSTATIC PRESSURE TEST CERTIFICATE');
      w.form(
        [
          [certLabel(r), doc.certificateNumber],
          ['Date of test', formatDate(date, ctx.ds)],
          ['Customer', `${SITE.client} (${SITE.name})`],
          ['Test station', `${c.short} workshop, ${c.address[1]}`],
          ['Standard', 'SANS 1475-1 / SANS 10019'],
        ],
        { labelWidth: 130 },
      );
      w.table(
        [
          r.pick(['Cyl. No.', 'Cylinder No', 'Serial No']),
          'Make',
          'Contents',
          'Capacity',
          `Test pressure (${unit})`,
          'Perm. exp. %',
          'Result',
        ],
        assets.map((a) => [
          a.serial,
          a.make,
          typeWord(r, a),
          `${a.capacity} kg`,
          pressure(a.type === 'EXTINGUISHER_CO2' ? 250 : 25, unit).number,
          (r.next() * 4).toFixed(1),
          'PASS',
        ]),
        [0.17, 0.13, 0.16, 0.1, 0.17, 0.13, 0.14],
      );
      w.para(
        'The cylinders listed above were tested hydrostatically and passed. Each was stamped with the test date.',
        { size: 9.5 },
      );
      w.signature(person, 'Test station supervisor', { seed: ctx.seed });
      w.stamp(`${c.short} test station`, formatDate(date, ctx.ds));
    },
  };
}

function hydroBoxes(ctx) {
  const { r, inv, c, person } = ctx;
  const date = ctx.date;
  const cyl = r.pick(of(inv, 'GAS_CYLINDER'));
  const doc = { certificateNumber: certNo(r, 'PT'), testDate: date, signatory: person, contractor: c.name };
  const agentMass = cyl.agent === 'FM-200' ? Math.round((52 + r.next() * 15) * 10) / 10 : null;
  const readings = agentMass ? { AGENT_MASS: agentMass } : undefined;
  return {
    truth: {
      document: doc,
      assets: [
        truthOf(cyl, ['type', 'make', 'model', 'serial'], {
          lastTestOn: date,
          ...(readings ? { readings } : {}),
        }),
      ],
      defects: [],
    },
    draw(w) {
      w.letterhead(c, ctx.head);
      w.title('Pressure Vessel Test Certificate', 15);
      w.para('Gas suppression agent container', { size: 10, gap: 10 });
      w.boxes(
        [
          { label: certLabel(r), value: doc.certificateNumber },
          { label: 'Date of test', value: formatDate(date, ctx.ds) },
          { label: 'Next test due', value: formatDate(addDays(date, 365 * 10 + 2), ctx.ds) },
          { label: 'Manufacturer', value: cyl.make },
          { label: 'Container', value: cyl.model },
          { label: r.pick(['Cyl. No.', 'Cylinder serial', 'S/N']), value: cyl.serial },
          { label: 'Agent', value: cyl.agent },
          {
            label: cyl.agent === 'FM-200' ? 'Agent mass' : 'Fill pressure',
            value: agentMass ? `${agentMass} kg` : '300 bar',
          },
          { label: 'Tare mass', value: `${Math.round((38 + r.next() * 10) * 10) / 10} kg` },
          {
            label: 'Test pressure',
            value: pressure(cyl.agent === 'FM-200' ? 60 : 450, r.pick(['bar', 'psi'])).text,
          },
          { label: 'Volumetric expansion', value: `${(r.next() * 5).toFixed(1)} %` },
          { label: 'Result', value: 'Passed' },
          { label: 'Owner', value: SITE.client, span: 2 },
          { label: 'Tested by', value: person },
        ],
        3,
        40,
      );
      w.para('Tested in accordance with SANS 10019. The container was re-stamped and returned to service.', {
        size: 9.5,
      });
      w.signature(person, `Inspector, ${c.name}`, { seed: ctx.seed });
    },
  };
}

function hydroLetter(ctx) {
  const { r, inv, c, person } = ctx;
  const date = ctx.date;
  const assets = r.sample(of(inv, 'EXTINGUISHER_CO2', 'EXTINGUISHER_DCP'), r.int(3, 6));
  const doc = { certificateNumber: certNo(r, 'HPT'), testDate: date, signatory: person, contractor: c.name };
  return {
    truth: {
      document: doc,
      assets: assets.map((a) => truthOf(a, ['type', 'make', 'model', 'serial'], { lastTestOn: date })),
      defects: [],
    },
    draw(w) {
      w.letterhead(c, ctx.head);
      w.para(`Ref: ${doc.certificateNumber}`, { bold: true });
      w.para(`To: ${SITE.client}, ${SITE.name}`, { gap: 14 });
      w.title('HYDROSTATIC TEST', 13, 'left');
      w.para(
        `This certifies that the following cylinders, removed from ${SITE.name}, were hydrostatically tested at our test station on ${formatDate(date, ctx.ds)} and passed the test. They have been recharged and returned to the premises.`,
      );
      for (const [i, a] of assets.entries())
        w.para(
          `${i + 1}.  ${r.pick(['Cyl No', 'Cyl. No.', 'S/N'])} ${a.serial} - ${a.make} ${a.model} (${typeWord(r, a)}) - PASSED`,
          {
            indent: 12,
            gap: 3,
          },
        );
      w.gap(10);
      w.para('Regards,', { gap: 0 });
      w.signature(person, `Workshop manager, ${c.name}`, { seed: ctx.seed });
    },
  };
}

// ---------------------------------------------------------------- service reports
function reportPumps(ctx) {
  const { r, inv, c, person } = ctx;
  const date = ctx.date;
  const [elec, diesel, jockey] = of(
    inv,
    'SPRINKLER_ELECTRIC_PUMP',
    'SPRINKLER_DIESEL_PUMP',
    'SPRINKLER_JOCKEY_PUMP',
  );
  const unit = r.pick(['bar', 'kPa']);
  const es = pressure(6.5 + r.next(), unit);
  const ec = pressure(10 + r.next() * 2, unit);
  const ds = pressure(6 + r.next(), unit);
  const op = pressure(3 + r.next(), 'bar');
  const run = r.pick([30, 30, 45, 60]);
  const fuel = r.pick([75, 80, 90, 95, 100]);
  const ci = pressure(7.5 + r.next() * 0.5, unit);
  const co = pressure(8.6 + r.next() * 0.5, unit);
  const defects = r.sample(
    [
      'Diesel pump starter battery electrolyte low - topped up, battery to be replaced',
      'Jockey pump starting more than 6 times per hour - suspect leak on installation 2',
      'Pump room drain blocked',
      'Diesel fuel tank sight glass cracked',
    ],
    r.int(1, 2),
  );
  return {
    truth: {
      document: { serviceDate: date, signatory: person, contractor: c.name },
      assets: [
        truthOf(elec, ['type', 'make', 'serial', 'location'], {
          lastServiceOn: date,
          readings: { START_PRESSURE: es.value, CHURN_PRESSURE: ec.value },
        }),
        truthOf(diesel, ['type', 'make', 'serial', 'location'], {
          lastServiceOn: date,
          readings: { START_PRESSURE: ds.value, OIL_PRESSURE: op.value, RUN_TIME: run, FUEL_LEVEL: fuel },
        }),
        truthOf(jockey, ['type', 'make', 'serial', 'location'], {
          lastServiceOn: date,
          readings: { CUT_IN_PRESSURE: ci.value, CUT_OUT_PRESSURE: co.value },
        }),
      ],
      defects,
    },
    draw(w) {
      w.letterhead(c, ctx.head);
      w.title('SERVICE REPORT / JOB CARD', 14);
      w.form(
        [
          ['Job card no', `JC${r.int(10000, 99999)}`],
          ['Date', formatDate(date, ctx.ds)],
          ['Site', SITE.name],
          ['Technician', person],
          ['Order no', `PO ${r.int(4000, 9000)}`],
          [
            'Time on site',
            `${r.int(7, 9)}:${r.pick(['00', '15', '30'])} - ${r.int(11, 15)}:${r.pick(['00', '30'])}`,
          ],
        ],
        { columns: 2, labelWidth: 90 },
      );
      w.para('Work done:', { bold: true, gap: 2 });
      w.para(
        'Monthly service of the sprinkler pump set in the pump room, Basement B2. Pumps started on pressure drop and ran; readings below.',
        { size: 10 },
      );
      w.table(
        ['Pump', 'Make', serialLabel(r), 'Reading', 'Value'],
        [
          ['Electric duty pump', elec.make, elec.serial, 'Start pressure', es.text],
          ['', '', '', 'Churn pressure', ec.text],
          ['Diesel standby pump', diesel.make, diesel.serial, 'Start pressure', ds.text],
          ['', '', '', 'Oil pressure', op.text],
          ['', '', '', 'Run time', `${run} min`],
          ['', '', '', 'Fuel level', `${fuel} %`],
          ['Jockey pump', jockey.make, jockey.serial, 'Cut-in', ci.text],
          ['', '', '', 'Cut-out', co.text],
        ],
        [0.24, 0.14, 0.18, 0.24, 0.2],
      );
      w.para('Defects / recommendations:', { bold: true, gap: 2 });
      for (const [i, d] of defects.entries()) w.para(`${i + 1}. ${d}`, { size: 10, gap: 2 });
      w.gap(8);
      w.signature(person, 'Technician', { seed: ctx.seed });
    },
  };
}

function reportAlarm(ctx) {
  const { r, inv, c, person } = ctx;
  const date = ctx.date;
  const panel = of(inv, 'FIRE_ALARM_PANEL')[0];
  const zones = of(inv, 'SMOKE_DETECTOR_ZONE');
  const bat = Math.round((26.4 + r.next() * 1.4) * 10) / 10;
  const chg = Math.round((27.2 + r.next() * 0.6) * 10) / 10;
  const tested = zones.map((z) => Math.max(1, Math.round(z.devices * (0.25 + r.next() * 0.25))));
  const defects = r.sample(
    [
      'Zone 3 detector in Level 2 server room contaminated - replace',
      'Sounder in east stairwell Level 4 not audible',
      'Standby batteries dated 2019 - recommend replacement',
      'Manual call point glass broken at loading bay',
    ],
    r.int(1, 3),
  );
  return {
    truth: {
      document: { serviceDate: date, signatory: person, contractor: c.name },
      assets: [
        truthOf(panel, ['type', 'make', 'model', 'serial', 'location'], {
          lastServiceOn: date,
          readings: { BATTERY_VOLTAGE: bat, CHARGER_VOLTAGE: chg },
        }),
        ...zones.map((z, i) =>
          truthOf(z, ['type', 'location'], { lastServiceOn: date, readings: { DEVICES_TESTED: tested[i] } }),
        ),
      ],
      defects,
    },
    draw(w) {
      w.letterhead(c, ctx.head);
      w.title('Fire Detection Service Report', 14, 'left');
      w.boxes([
        { label: 'Date of service', value: formatDate(date, ctx.ds) },
        { label: 'Site', value: SITE.name },
        { label: 'Technician', value: person },
        { label: 'Panel', value: `${panel.make} ${panel.model}` },
        { label: serialLabel(r), value: panel.serial },
        { label: 'Panel location', value: panel.location },
        { label: 'Battery voltage', value: `${bat} V` },
        { label: 'Charger voltage', value: `${chg} V` },
        { label: 'Service type', value: 'Quarterly' },
      ]);
      w.table(
        ['Zone', 'Devices tested', 'Result'],
        zones.map((z, i) => [z.location, tested[i], 'Pass']),
        [0.55, 0.2, 0.25],
      );
      w.para('Faults found:', { bold: true, gap: 2 });
      for (const d of defects) w.para(`* ${d}`, { size: 10, gap: 2 });
      w.signature(person, `${c.short} - service technician`, { seed: ctx.seed });
    },
  };
}

function reportLetter(ctx) {
  const { r, inv, c, person } = ctx;
  const date = ctx.date;
  const cyls = of(inv, 'GAS_CYLINDER').filter((a) => a.agent === 'FM-200');
  const panel = of(inv, 'GAS_CONTROL_PANEL')[0];
  const unit = r.pick(['bar', 'psi']);
  const rows = cyls.map((a) => ({
    a,
    p: pressure(24 + r.next() * 2, unit),
    m: Math.round((54 + r.next() * 10) * 10) / 10,
  }));
  const bat = Math.round((26.6 + r.next()) * 10) / 10;
  const defects = r.sample(
    [
      'Room integrity: two unsealed cable penetrations in the server room ceiling',
      'Abort switch label missing at the server room door',
      'Hold-off warning sign faded',
    ],
    r.int(1, 2),
  );
  return {
    truth: {
      document: { serviceDate: date, signatory: person, contractor: c.name },
      assets: [
        ...rows.map(({ a, p, m }) =>
          truthOf(a, ['type', 'serial', 'location'], {
            lastServiceOn: date,
            readings: { CYLINDER_PRESSURE: p.value, AGENT_MASS: m },
          }),
        ),
        truthOf(panel, ['type', 'make', 'model', 'location'], {
          lastServiceOn: date,
          readings: { BATTERY_VOLTAGE: bat },
        }),
      ],
      defects,
    },
    draw(w) {
      w.letterhead(c, ctx.head);
      w.para(formatDate(addDays(date, 2), 'd Month Y'));
      w.para(`The Facilities Manager\n${SITE.client}\n${SITE.name}`, { gap: 12 });
      w.para('Dear Sir / Madam', { gap: 8 });
      w.para('SERVICE REPORT: FM-200 GAS SUPPRESSION, SERVER ROOM', { bold: true });
      w.para(
        `On ${formatDate(date, ctx.ds)} our technician ${person} attended to the six-monthly service of the FM-200 system in the server room, Level 2. The ${panel.make} ${panel.model} control panel was tested through its release sequence with the actuators disconnected; its standby battery measured ${bat} V.`,
      );
      w.para('The agent containers were weighed and their pressures read:');
      for (const { a, p, m } of rows)
        w.para(
          `-  ${r.pick(['Cyl. No.', 'Container S/N', 'Cylinder'])} ${a.serial} (${a.location}): pressure ${p.text}, agent mass ${m} kg`,
          {
            indent: 12,
            gap: 3,
          },
        );
      w.gap(6);
      w.para('We noted the following, which should be attended to:');
      for (const [i, d] of defects.entries()) w.para(`${i + 1}. ${d}`, { indent: 12, gap: 3 });
      w.gap(6);
      w.para('Yours faithfully', { gap: 0 });
      w.signature(person, c.name, { seed: ctx.seed });
    },
  };
}

// ---------------------------------------------------------------- delivery notes and invoices
function deliveryNote(ctx) {
  const { r, inv, c } = ctx;
  const date = ctx.date;
  const assets = r.sample(of(inv, 'EXTINGUISHER_DCP', 'EXTINGUISHER_CO2', 'EXTINGUISHER_FOAM'), r.int(3, 8));
  return {
    truth: {
      document: { contractor: c.name },
      assets: assets.map((a) => truthOf(a, ['type', 'make', 'model', 'serial'])),
      defects: [],
    },
    draw(w) {
      w.letterhead(c, ctx.head);
      w.title('DELIVERY NOTE', 16, 'right');
      w.form(
        [
          ['Delivery note no', `DN${r.int(100000, 999999)}`],
          ['Date', formatDate(date, ctx.ds)],
          ['Deliver to', `${SITE.name}, ${SITE.address}`],
          ['Customer order', `PO-${r.int(1000, 9999)}`],
        ],
        { labelWidth: 120 },
      );
      w.table(
        ['Qty', 'Item code', 'Description', 'Serial numbers'],
        assets.map((a) => [
          1,
          a.model.replace(/\s+/g, ''),
          `${a.make} ${a.capacity}kg ${typeWord(r, a)} fire extinguisher`,
          a.serial,
        ]),
        [0.07, 0.17, 0.5, 0.26],
      );
      w.para('Goods received in good order and condition.', { size: 9.5 });
      w.form(
        [
          ['Received by', '______________________'],
          ['Signature', '______________________'],
        ],
        { labelWidth: 90 },
      );
    },
  };
}

function invoice(ctx) {
  const { r, inv, c } = ctx;
  const date = ctx.date;
  const assets = r.sample(of(inv, 'EXTINGUISHER_DCP', 'EXTINGUISHER_CO2', 'HOSE_REEL'), r.int(2, 5));
  const lines = assets.map((a) => {
    const price = a.type === 'HOSE_REEL' ? r.int(3200, 4800) : r.int(650, 2100);
    return [
      `Supply & install ${a.make} ${a.model} ${typeWord(r, a)}, ${r.pick(['S/N', 'Serial'])} ${a.serial}`,
      '1',
      price,
    ];
  });
  lines.push(['Service of portable extinguishers (SANS 1475-1)', String(r.int(10, 30)), 95]);
  lines.push(['Call-out and travel', '1', 450]);
  const subtotal = lines.reduce((s, [, q, p]) => s + Number(q) * p, 0);
  const money = (x) =>
    `R ${x.toLocaleString('en-ZA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return {
    truth: {
      document: { contractor: c.name },
      assets: assets.map((a) => truthOf(a, ['type', 'make', 'model', 'serial'])),
      defects: [],
    },
    draw(w) {
      w.letterhead(c, ctx.head);
      w.title('TAX INVOICE', 16, 'left');
      w.form(
        [
          ['Invoice no', `INV${r.int(10000, 99999)}`],
          ['Invoice date', formatDate(date, ctx.ds)],
          ['Bill to', SITE.client],
          ['Site', SITE.name],
          ['Our VAT no', c.vat],
          ['Terms', '30 days'],
        ],
        { columns: 2, labelWidth: 85 },
      );
      w.table(
        ['Description', 'Qty', 'Unit price', 'Amount'],
        lines.map(([d, q, p]) => [d, q, money(p), money(Number(q) * p)]),
        [0.58, 0.08, 0.16, 0.18],
        { size: 8, rowHeight: 19 },
      );
      w.form(
        [
          ['Subtotal', money(subtotal)],
          ['VAT 15%', money(subtotal * 0.15)],
          ['Total', money(subtotal * 1.15)],
        ],
        { labelWidth: 380 },
      );
      w.para(
        `Banking details: FNB, account ${r.int(62000000000, 62999999999)}, branch 250655. Reference: invoice number.`,
        { size: 8.5 },
      );
    },
  };
}

function deliveryBoxes(ctx) {
  const { r, inv, c } = ctx;
  const date = ctx.date;
  const reels = r.sample(of(inv, 'HOSE_REEL'), r.int(2, 4));
  return {
    truth: {
      document: { contractor: c.name },
      assets: reels.map((a) => truthOf(a, ['type', 'make', 'model', 'serial'])),
      defects: [],
    },
    draw(w) {
      w.letterhead(c, ctx.head);
      w.title('Goods Delivery Note', 15, 'left');
      w.boxes([
        { label: 'Document no', value: `GDN ${r.int(1000, 9999)}` },
        { label: 'Date', value: formatDate(date, ctx.ds) },
        { label: 'Vehicle', value: `${r.pick(['ND', 'CA', 'GP'])} ${r.int(100, 999)}-${r.int(100, 999)}` },
        { label: 'Customer', value: SITE.client },
        { label: 'Delivery address', value: SITE.address, span: 2 },
      ]);
      w.table(
        ['Line', 'Product', 'Make', 'Model', serialLabel(r), 'Qty'],
        [
          ...reels.map((a, i) => [i + 1, 'Fire hose reel 30m x 25mm', a.make, a.model, a.serial, 1]),
          [reels.length + 1, 'Hose reel signs (photoluminescent)', '-', 'SABS 1186', '-', reels.length],
        ],
        [0.07, 0.33, 0.12, 0.2, 0.18, 0.1],
      );
      w.boxes(
        [
          { label: 'Delivered by', value: r.pick(['Driver: T. Maseko', 'Driver: A. Jacobs']) },
          { label: 'Received by (print)', value: '' },
          { label: 'Signature', value: '' },
        ],
        3,
        44,
      );
    },
  };
}

// ---------------------------------------------------------------- log book pages
function logExtinguishers(ctx) {
  const { r, inv, c } = ctx;
  const start = ctx.date;
  const assets = r.sample(of(inv, 'EXTINGUISHER_DCP', 'EXTINGUISHER_CO2', 'EXTINGUISHER_FOAM'), r.int(8, 14));
  const rows = assets.map((a) => ({
    a,
    date: addDays(start, r.int(0, 2)),
    who: r.pick(['SN', 'TM', 'JvdM', 'KM']),
  }));
  return {
    truth: {
      document: { contractor: c.name },
      assets: rows.map(({ a, date }) => truthOf(a, ['type', 'serial', 'location'], { lastServiceOn: date })),
      defects: [],
    },
    draw(w) {
      w.title('FIRE EXTINGUISHER MONTHLY INSPECTION LOG', 13, 'left');
      w.form(
        [
          ['Building', SITE.name],
          ['Month', formatDate(start, 'd Month Y').replace(/^\d+ /, '')],
          ['Maintained by', c.name],
        ],
        { labelWidth: 110, size: 9.5 },
      );
      w.table(
        ['Date', 'Ext. No', 'Location', 'Type', serialLabel(r), 'Gauge in green', 'Seal intact', 'Initials'],
        rows.map(({ a, date, who }) => [
          formatDate(date, ctx.ds),
          a.label,
          a.location,
          typeWord(r, a),
          a.serial,
          'Yes',
          'Yes',
          who,
        ]),
        [0.11, 0.07, 0.25, 0.12, 0.14, 0.11, 0.1, 0.1],
        { size: 7.5, rowHeight: 20 },
      );
      w.para('Page ____ of ____     Log book to remain on site (SANS 1475-1).', { size: 8 });
    },
  };
}

function logPump(ctx) {
  const { r, inv } = ctx;
  const pump = of(inv, 'SPRINKLER_DIESEL_PUMP')[0];
  const unit = r.pick(['kPa', 'bar']);
  const n = r.int(4, 8);
  const rows = [];
  for (let i = 0; i < n; i++) {
    rows.push({
      date: addDays(ctx.date, i * 7),
      sp: pressure(6 + r.next(), unit),
      op: pressure(3 + r.next(), 'bar'),
      run: r.pick([30, 30, 30, 35, 40]),
      fuel: r.pick([70, 75, 80, 85, 90, 95]),
      who: r.pick(['S. Ndlovu', 'K. Molefe', 'T. Mokoena']),
    });
  }
  const last = rows.at(-1);
  return {
    truth: {
      document: {},
      assets: [
        truthOf(pump, ['type', 'make', 'model', 'serial', 'location'], {
          lastServiceOn: last.date,
          readings: {
            START_PRESSURE: last.sp.value,
            OIL_PRESSURE: last.op.value,
            RUN_TIME: last.run,
            FUEL_LEVEL: last.fuel,
          },
        }),
      ],
      defects: [],
    },
    draw(w) {
      w.title('DIESEL FIRE PUMP - WEEKLY RUN LOG', 13);
      w.boxes([
        { label: 'Site', value: SITE.name },
        { label: 'Pump', value: `${pump.make} ${pump.model}`, span: 2 },
        { label: 'Location', value: pump.location },
        { label: serialLabel(r), value: pump.serial },
        { label: 'Rated', value: '1 900 l/min @ 8 bar' },
      ]);
      w.table(
        ['Date', `Start pressure (${unit})`, 'Oil pressure (bar)', 'Run time (min)', 'Fuel %', 'Signed'],
        rows.map((x) => [formatDate(x.date, ctx.ds), x.sp.number, x.op.number, x.run, x.fuel, x.who]),
        [0.16, 0.2, 0.17, 0.15, 0.12, 0.2],
        { size: 9, rowHeight: 22 },
      );
      w.para(
        'Run the engine for at least 30 minutes each week. Report any fault to the maintenance contractor.',
        { size: 8.5 },
      );
    },
  };
}

function logHoseReels(ctx) {
  const { r, inv, c } = ctx;
  const reels = r.sample(of(inv, 'HOSE_REEL'), r.int(5, 10));
  const unit = r.pick(['kPa', 'bar']);
  const rows = reels.map((a) => ({
    a,
    date: addDays(ctx.date, r.int(0, 1)),
    p: pressure(2.5 + r.next() * 1.5, unit, 'kPa'),
  }));
  const bad = rows.length > 5 && r.chance(0.6) ? rows[r.int(0, rows.length - 1)] : null;
  const defects = bad ? [`${bad.a.label} ${bad.a.location}: hose cracked at drum, nozzle leaking`] : [];
  return {
    truth: {
      document: { contractor: c.name },
      assets: rows.map(({ a, date, p }) =>
        truthOf(a, ['type', 'serial', 'location'], {
          lastServiceOn: date,
          readings: { FLOW_PRESSURE: p.value },
        }),
      ),
      defects,
    },
    draw(w) {
      w.letterhead(c, ctx.head);
      w.title('Hose Reel Inspection Register', 13, 'left');
      w.para(`Building: ${SITE.name}`, { size: 10 });
      w.table(
        ['Date', 'Reel', 'Location', serialLabel(r), `Pressure (${unit})`, 'Condition'],
        rows.map(({ a, date, p }) => [
          formatDate(date, ctx.ds),
          a.label,
          a.location,
          a.serial,
          p.number,
          bad?.a === a ? 'Defect' : 'Good',
        ]),
        [0.13, 0.08, 0.33, 0.16, 0.15, 0.15],
        { size: 8.5, rowHeight: 20 },
      );
      if (defects.length) {
        w.para('Remarks:', { bold: true, gap: 2 });
        w.para(defects[0], { size: 9.5 });
      }
    },
  };
}

// ---------------------------------------------------------------- other papers
function quotation(ctx) {
  const { r, c, person } = ctx;
  const items = [
    ['Supply 9 kg DCP fire extinguisher with wall bracket', r.int(2, 6), 1150],
    ['Supply and fit fire hose reel 30 m x 25 mm', r.int(1, 3), 3950],
    ['Supply photoluminescent signage', r.int(6, 20), 85],
    ['Labour', 1, 1800],
  ];
  return {
    truth: { document: {}, assets: [], defects: [] },
    draw(w) {
      w.letterhead(c, ctx.head);
      w.title(`QUOTATION Q${r.int(1000, 9999)}`, 15, 'left');
      w.form(
        [
          ['Date', formatDate(ctx.date, ctx.ds)],
          ['Valid for', '30 days'],
          ['Attention', 'Facilities Manager'],
          ['Site', SITE.name],
        ],
        { labelWidth: 90 },
      );
      w.table(
        ['Description', 'Qty', 'Unit', 'Total'],
        items.map(([d, q, p]) => [d, q, `R ${p.toFixed(2)}`, `R ${(q * p).toFixed(2)}`]),
        [0.6, 0.1, 0.15, 0.15],
      );
      w.para(
        'Prices exclude VAT. Acceptance of this quotation implies acceptance of our standard terms and conditions.',
        { size: 9 },
      );
      w.para(`Prepared by ${person}`, { size: 9.5 });
    },
  };
}

function handoverLetter(ctx) {
  const { r, c, person } = ctx;
  return {
    truth: { document: {}, assets: [], defects: [] },
    draw(w) {
      w.letterhead(c, ctx.head);
      w.para(formatDate(ctx.date, 'd Month Y'), { gap: 10 });
      w.para(`${SITE.client}\nAttention: The Building Manager\n${SITE.address}`, { gap: 14 });
      w.para('Dear Sir / Madam', { gap: 8 });
      w.para('NOTICE OF TERMINATION OF MAINTENANCE AGREEMENT', { bold: true });
      w.para(
        `We acknowledge your letter of ${formatDate(addDays(ctx.date, -r.int(10, 30)), 'd Month Y')} and confirm that our maintenance agreement for ${SITE.name} ends at the close of this month. Keys to the pump room and the fire panel will be returned to the security office. Copies of all certificates issued during the agreement were emailed to your office.`,
      );
      w.para('We thank you for your support over the years and wish you well.');
      w.para('Kind regards', { gap: 0 });
      w.signature(person, `Branch manager, ${c.name}`, { seed: ctx.seed });
    },
  };
}

function inductionForm(ctx) {
  const { r, c, person } = ctx;
  return {
    truth: { document: {}, assets: [], defects: [] },
    draw(w) {
      w.title(`${SITE.name.toUpperCase()} - CONTRACTOR SITE INDUCTION`, 13);
      w.boxes([
        { label: 'Company', value: c.name, span: 2 },
        { label: 'Date', value: formatDate(ctx.date, ctx.ds) },
        { label: 'Name', value: person },
        { label: 'ID number', value: `${r.int(700101, 991231)}${r.int(1000000, 9999999)}` },
        { label: 'Contact', value: c.phone },
      ]);
      w.para('I confirm that I have been shown and understand:', { bold: true });
      for (const item of [
        'The emergency evacuation routes and the assembly point in the front parking lot',
        'The hot work permit procedure (no welding without a permit from the building manager)',
        'Where the first aid kit and the fire panel are',
        'That personal protective equipment must be worn in the plant rooms',
      ])
        w.para(`[x]  ${item}`, { indent: 10, gap: 3, size: 10 });
      w.gap(10);
      w.signature(person, 'Contractor', { seed: ctx.seed });
    },
  };
}

export const TEMPLATES = {
  INSTALLATION_CERTIFICATE: [installTable, installBoxes, installLetter],
  SERVICE_CERTIFICATE: [serviceTable, serviceBoxes, serviceLetter],
  HYDROSTATIC_TEST: [hydroTable, hydroBoxes, hydroLetter],
  SERVICE_REPORT: [reportPumps, reportAlarm, reportLetter],
  DELIVERY_NOTE: [deliveryNote, invoice, deliveryBoxes],
  LOG_BOOK: [logExtinguishers, logPump, logHoseReels],
  OTHER: [quotation, handoverLetter, inductionForm],
};
