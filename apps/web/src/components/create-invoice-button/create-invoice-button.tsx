/**
 * 'Create invoice' on a completed chargeable visit or a won repair quote (decision 0088): makes the
 * draft and opens it (/invoices/:id); work invoiced already opens its invoice. A refusal shows beside.
 */
import { invoicePath } from '@firebreak/shared';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { useInvoiceWork, type WorkSource } from '@/entities/invoice/api/invoice-work';
import { errorMessage } from '@/lib/api-error';

export const CREATE_INVOICE_STRINGS = {
  create: 'Create invoice',
  creating: 'Creating…',
  failed: 'The invoice could not be created. Try again.',
} as const;

export function CreateInvoiceButton({ source }: { source: WorkSource }) {
  const navigate = useNavigate();
  const create = useInvoiceWork();
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Button
        variant="contained"
        startIcon={<ReceiptLongIcon />}
        disabled={create.isPending}
        sx={{ minHeight: 48 }}
        onClick={() => create.mutate(source, { onSuccess: (result) => navigate(invoicePath(result.id)) })}
      >
        {create.isPending ? CREATE_INVOICE_STRINGS.creating : CREATE_INVOICE_STRINGS.create}
      </Button>
      {create.isError ? (
        <Alert severity="error">{errorMessage(create.error, CREATE_INVOICE_STRINGS.failed)}</Alert>
      ) : null}
    </Box>
  );
}
