/**
 * 'Send by e-mail' for a quote's approval link (decision 0085): the link's address and the quote's PDF
 * go to the client through the outbox. The office sends the token it was shown when the link was made
 * (only its hash is kept); the link must still be open, and must be this quote's.
 */
import type { OutboxMessage } from '@firebreak/shared';
import type { ServiceDeps } from '../../../lib/context';
import { conflict, notFound } from '../../../lib/errors';
import type { Actor } from '../../../lib/permissions';
import { recordAudit } from '../../audit/audit.service';
import { enqueueEmail } from '../../outbox/outbox-enqueue';
import { quotePdfFileName, renderQuotePdf } from '../quote-pdf';
import { type ApprovalSigner, quoteOfLink } from './quote-approval.service';

/** renderQuotePdf has ended the document; its bytes are read as they stream out. */
async function pdfBytes(document: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    document.on('end', () => resolve());
    document.on('error', reject);
  });
  await done;
  return Buffer.concat(chunks);
}

export async function emailApprovalLink(
  deps: ServiceDeps<'db' | 'files' | 'config' | 'outbox'> & {
    signer: ApprovalSigner;
    actor: Actor;
    quoteId: string;
    linkId: string;
    input: { to: string[]; token: string };
  },
): Promise<OutboxMessage> {
  const { db, config, actor, quoteId, linkId, input } = deps;
  const { quote, link } = await quoteOfLink({ db, signer: deps.signer, token: input.token });
  if (link.id !== linkId || link.quote_id !== quoteId) throw notFound('Approval link not found');
  if (link.decision) throw conflict('The client has answered through this link already');
  const url = `${config.publicUrl}/q/${encodeURIComponent(input.token)}`;
  const company = config.company.name;
  const pdf = await pdfBytes(renderQuotePdf(quote, config.company));
  const message = await enqueueEmail(deps, {
    to: input.to,
    subject: `Quotation ${quote.quoteNumber} from ${company}`,
    text: [
      'Good day,',
      '',
      `Please find our quotation ${quote.quoteNumber} attached.`,
      `You can read it and approve or decline it here (the link works until ${link.expires_at.slice(0, 10)}):`,
      url,
      '',
      'Kind regards,',
      company,
    ].join('\n'),
    attachments: [{ filename: quotePdfFileName(quote), contentType: 'application/pdf', content: pdf }],
    relatedType: 'quote',
    relatedId: quoteId,
    createdBy: actor.id,
  });
  await recordAudit({
    db,
    actor,
    action: 'email',
    entity: 'quote',
    entityId: quoteId,
    after: { quoteNumber: quote.quoteNumber, link: linkId, to: input.to.join(', '), message: message.id },
  });
  return message;
}
