import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '@/testing/axe';
import { renderRoutes } from '@/testing/render';
import { LINK_DIALOG_STRINGS, SetPasswordLinkDialog } from './set-password-link-dialog';

const link = { token: 'tok', url: 'http://localhost:3000/invite/tok', expiresAt: '2026-12-01T10:00:00.000Z' };
const close = () => undefined;

describe('SetPasswordLinkDialog', () => {
  it('says the invitation was e-mailed, and still offers the link', async () => {
    renderRoutes([
      {
        path: '/',
        element: (
          <SetPasswordLinkDialog
            name="Lindiwe Zulu"
            link={link}
            emailedTo={['lindiwe@example.co.za']}
            onClose={close}
          />
        ),
      },
    ]);
    const dialog = await screen.findByRole('dialog', { name: LINK_DIALOG_STRINGS.title('Lindiwe Zulu') });
    expect(
      within(dialog).getByText(LINK_DIALOG_STRINGS.emailed('lindiwe@example.co.za')),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/can set a password with the link in the e-mail/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(LINK_DIALOG_STRINGS.label)).toHaveValue(link.url);
    await expectAccessible(document.body, 'the e-mailed invitation');
  });

  it('asks the administrator to hand the link over when nothing was e-mailed', async () => {
    renderRoutes([
      { path: '/', element: <SetPasswordLinkDialog name="Lindiwe Zulu" link={link} onClose={close} /> },
    ]);
    const dialog = await screen.findByRole('dialog', { name: LINK_DIALOG_STRINGS.title('Lindiwe Zulu') });
    expect(within(dialog).getByText(/no e-mail is sent/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/was e-mailed/)).not.toBeInTheDocument();
  });
});
