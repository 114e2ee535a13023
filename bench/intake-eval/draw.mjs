// Drawing a paper on a pdfkit page: letterheads, label/value forms, boxed fields, ruled tables,
// prose and a signature. Everything is placed by hand so the layouts differ as real paperwork does.

export const PAGE = { width: 595.28, height: 841.89, margin: 42 };

export const FONTS = {
  helvetica: { regular: 'Helvetica', bold: 'Helvetica-Bold' },
  times: { regular: 'Times-Roman', bold: 'Times-Bold' },
  courier: { regular: 'Courier', bold: 'Courier-Bold' },
};

/** A writer over one pdfkit document with a running vertical position. */
export function writer(pdf, font) {
  const f = FONTS[font];
  const w = {
    pdf,
    y: PAGE.margin,
    font: f,
    ensure(height) {
      if (w.y + height > PAGE.height - PAGE.margin) {
        pdf.addPage({ size: 'A4', margin: 0 });
        w.y = PAGE.margin;
      }
    },
    gap(h = 8) {
      w.y += h;
    },
    rule() {
      pdf
        .moveTo(PAGE.margin, w.y)
        .lineTo(PAGE.width - PAGE.margin, w.y)
        .lineWidth(0.8)
        .stroke('#222');
      w.y += 6;
    },
    letterhead(c, style) {
      const left = PAGE.margin;
      const right = PAGE.width - PAGE.margin;
      if (style === 0) {
        pdf
          .font(f.bold)
          .fontSize(17)
          .fillColor('#111')
          .text(c.name, left, w.y, { width: right - left, align: 'center' });
        w.y = pdf.y + 2;
        pdf
          .font(f.regular)
          .fontSize(9)
          .text(`${c.address.join(', ')}  |  Tel ${c.phone}  |  ${c.email}`, left, w.y, {
            width: right - left,
            align: 'center',
          });
        w.y = pdf.y + 2;
        pdf.text(`VAT No. ${c.vat}`, left, w.y, { width: right - left, align: 'center' });
        w.y = pdf.y + 6;
        w.rule();
      } else if (style === 1) {
        const initials = c.short
          .split(/\s+/)
          .map((p) => p[0])
          .join('');
        pdf.lineWidth(2).rect(left, w.y, 64, 52).stroke('#a00');
        pdf
          .font(f.bold)
          .fontSize(22)
          .fillColor('#a00')
          .text(initials, left, w.y + 14, { width: 64, align: 'center' });
        pdf
          .fillColor('#111')
          .font(f.bold)
          .fontSize(13)
          .text(c.name, left + 80, w.y, { width: right - left - 80, align: 'right' });
        pdf.font(f.regular).fontSize(8.5);
        let y = pdf.y + 1;
        for (const line of [...c.address, `Tel: ${c.phone}`, c.email]) {
          pdf.text(line, left + 80, y, { width: right - left - 80, align: 'right' });
          y = pdf.y;
        }
        w.y = Math.max(y, w.y + 56) + 8;
        w.rule();
      } else {
        pdf.rect(0, 0, PAGE.width, 58).fill('#1d3557');
        pdf
          .fillColor('#fff')
          .font(f.bold)
          .fontSize(18)
          .text(c.name.toUpperCase(), left, 16, { width: right - left });
        pdf
          .font(f.regular)
          .fontSize(8.5)
          .text(`${c.phone}  ·  ${c.email}`, left, 40, { width: right - left });
        pdf
          .fillColor('#111')
          .fontSize(8.5)
          .text(c.address.join(', '), left, 66, { width: right - left, align: 'right' });
        w.y = 86;
      }
    },
    title(text, size = 15, align = 'center') {
      w.ensure(30);
      pdf
        .font(f.bold)
        .fontSize(size)
        .fillColor('#111')
        .text(text, PAGE.margin, w.y, {
          width: PAGE.width - 2 * PAGE.margin,
          align,
        });
      w.y = pdf.y + 8;
    },
    /** Label: value rows in two columns (pairs side by side when `columns` is 2). */
    form(rows, { columns = 1, labelWidth = 120, size = 10, colon = true } = {}) {
      const colWidth = (PAGE.width - 2 * PAGE.margin) / columns;
      for (let i = 0; i < rows.length; i += columns) {
        w.ensure(18);
        let lineHeight = 0;
        for (let k = 0; k < columns && i + k < rows.length; k++) {
          const [label, value] = rows[i + k];
          const x = PAGE.margin + k * colWidth;
          pdf
            .font(f.bold)
            .fontSize(size)
            .fillColor('#111')
            .text(`${label}${colon ? ':' : ''}`, x, w.y, { width: labelWidth - 6 });
          const h1 = pdf.y - w.y;
          pdf
            .font(f.regular)
            .fontSize(size)
            .text(value, x + labelWidth, w.y, { width: colWidth - labelWidth - 8 });
          lineHeight = Math.max(lineHeight, h1, pdf.y - w.y);
        }
        w.y += lineHeight + 5;
      }
      w.y += 4;
    },
    /** Boxes with a small label on top and the value below, `columns` a row. */
    boxes(cells, columns = 3, height = 38) {
      const total = PAGE.width - 2 * PAGE.margin;
      const width = total / columns;
      for (let i = 0; i < cells.length; i += columns) {
        w.ensure(height + 2);
        for (let k = 0; k < columns && i + k < cells.length; k++) {
          const { label, value, span = 1 } = cells[i + k];
          const x = PAGE.margin + k * width;
          pdf
            .lineWidth(0.7)
            .rect(x, w.y, width * span, height)
            .stroke('#333');
          pdf
            .font(f.regular)
            .fontSize(6.8)
            .fillColor('#444')
            .text(label.toUpperCase(), x + 4, w.y + 3, { width: width * span - 8 });
          pdf
            .font(f.bold)
            .fontSize(10.5)
            .fillColor('#000')
            .text(value, x + 4, w.y + 16, { width: width * span - 8, height: height - 17 });
        }
        w.y += height;
      }
      w.y += 10;
    },
    /** A ruled table with a grey header row; widths are fractions of the text width. */
    table(headers, rows, widths, { size = 8.5, rowHeight = 17 } = {}) {
      const total = PAGE.width - 2 * PAGE.margin;
      const xs = [];
      let acc = PAGE.margin;
      for (const fr of widths) {
        xs.push(acc);
        acc += fr * total;
      }
      const header = () => {
        const h = rowHeight + 6;
        pdf.rect(PAGE.margin, w.y, total, h).fill('#d9d9d9');
        pdf.fillColor('#000').font(f.bold).fontSize(size);
        headers.forEach((text, i) => {
          pdf.text(text, xs[i] + 3, w.y + 4, { width: widths[i] * total - 6, height: h - 4 });
        });
        pdf.lineWidth(0.6).rect(PAGE.margin, w.y, total, h).stroke('#222');
        w.y += h;
      };
      w.ensure(rowHeight * 3);
      header();
      for (const row of rows) {
        if (w.y + rowHeight > PAGE.height - PAGE.margin) {
          pdf.addPage({ size: 'A4', margin: 0 });
          w.y = PAGE.margin;
          header();
        }
        pdf.font(f.regular).fontSize(size).fillColor('#000');
        row.forEach((text, i) => {
          pdf.text(String(text), xs[i] + 3, w.y + 4, {
            width: widths[i] * total - 6,
            height: rowHeight - 3,
            lineBreak: false,
          });
        });
        pdf.lineWidth(0.4).rect(PAGE.margin, w.y, total, rowHeight).stroke('#444');
        for (const x of xs.slice(1))
          pdf
            .moveTo(x, w.y)
            .lineTo(x, w.y + rowHeight)
            .stroke('#444');
        w.y += rowHeight;
      }
      w.y += 10;
    },
    para(text, { size = 10.5, bold = false, indent = 0, gap = 6 } = {}) {
      w.ensure(size * 3);
      pdf
        .font(bold ? f.bold : f.regular)
        .fontSize(size)
        .fillColor('#111')
        .text(text, PAGE.margin + indent, w.y, {
          width: PAGE.width - 2 * PAGE.margin - indent,
          align: 'left',
          lineGap: 2,
        });
      w.y = pdf.y + gap;
    },
    /** A squiggle above a line, with the signatory's name and role below. */
    signature(name, role, { x = PAGE.margin, seed = 1 } = {}) {
      w.ensure(70);
      const y = w.y + 28;
      pdf.lineWidth(1.1).strokeColor('#13306b');
      pdf.moveTo(x + 4, y);
      let s = seed;
      for (let i = 1; i <= 12; i++) {
        s = (s * 9301 + 49297) % 233280;
        pdf.bezierCurveTo(
          x + i * 9 - 6,
          y - 18 + (s % 20),
          x + i * 9 - 3,
          y + 6 - (s % 13),
          x + i * 9,
          y - 4 + (s % 9),
        );
      }
      pdf.stroke();
      pdf
        .lineWidth(0.6)
        .moveTo(x, y + 10)
        .lineTo(x + 190, y + 10)
        .stroke('#222');
      pdf
        .font(FONTS.helvetica.regular)
        .fontSize(9)
        .fillColor('#111')
        .text(`${name}`, x, y + 14, { width: 220 });
      pdf.fontSize(8).fillColor('#444').text(role, x, pdf.y, { width: 220 });
      w.y = pdf.y + 10;
    },
    /** A round company stamp with the name around nothing fancy: ring, name, date. */
    stamp(text, date, { x = PAGE.width - 190, y = null } = {}) {
      const cy = y ?? w.y - 50;
      pdf.save();
      pdf.rotate(-12, { origin: [x + 60, cy + 30] });
      pdf.lineWidth(2).roundedRect(x, cy, 130, 58, 8).stroke('#1a4fa3');
      pdf
        .font(FONTS.helvetica.bold)
        .fontSize(8)
        .fillColor('#1a4fa3')
        .text(text.toUpperCase(), x + 6, cy + 8, { width: 118, align: 'center' });
      pdf.fontSize(10).text(date, x + 6, cy + 36, { width: 118, align: 'center' });
      pdf.restore();
      pdf.fillColor('#111').strokeColor('#111');
    },
  };
  return w;
}
