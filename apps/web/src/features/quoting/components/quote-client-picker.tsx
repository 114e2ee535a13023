/**
 * A quote's client (issue 27 item 9, decision 0083), on Quick Quote and the Detailed BOQ: the Clients
 * picker, where picking a client also sets the quote's client type from the client's and its contact
 * number when none is typed. A name not in Clients stays the quote's until it becomes a project.
 */
import { type ClientType, clientTypeOfKind, QUOTE_LIMITS } from '@firebreak/shared';
import { ClientPicker } from '@/components/client-picker/client-picker';
import { CLIENT_PICKER_STRINGS } from '@/components/client-picker/strings';
import { FORM_STRINGS as F } from '../strings';

type QuoteClient = { clientName: string; clientType: ClientType; contactNumber: string };

export function QuoteClientPicker({
  clientName,
  contactNumber,
  onChange,
  disabled,
}: {
  clientName: string;
  contactNumber: string;
  onChange: (patch: Partial<QuoteClient>) => void;
  disabled?: boolean;
}) {
  return (
    <ClientPicker
      label={F.clientName}
      clientId={null}
      clientName={clientName}
      maxLength={QUOTE_LIMITS.clientNameMax}
      newNameHint={CLIENT_PICKER_STRINGS.quoteOnly}
      disabled={disabled}
      onChange={({ clientName: name, client }) =>
        onChange({
          clientName: name,
          ...(client
            ? { clientType: clientTypeOfKind(client.type), contactNumber: contactNumber || client.phone }
            : {}),
        })
      }
    />
  );
}
