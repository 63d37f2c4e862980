import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { setupUser } from '../test/user';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

type Props = Partial<Omit<ConfirmDialogProps, 'opened' | 'onCancel'>> & { onCancel?: () => void };

/** A page with a button that opens the dialog; cancelling closes it. */
function Page({ onCancel, ...props }: Props) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <ConfirmDialog
        title="Delete entry"
        message="The entry will be gone for everyone."
        confirmLabel="Delete"
        onConfirm={() => undefined}
        {...props}
        opened={opened}
        onCancel={() => {
          onCancel?.();
          setOpened(false);
        }}
      />
    </>
  );
}

async function open(props: Props = {}) {
  const user = setupUser();
  renderWithProviders(<Page {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Delete entry' }) };
}

describe('ConfirmDialog', () => {
  it('asks its question in a dialog named by its title, and confirms', async () => {
    const onConfirm = vi.fn();
    const { user, dialog } = await open({ onConfirm, confirmColor: 'red', testIds: { confirm: 'delete-confirm' } });
    expect(dialog).toHaveTextContent('The entry will be gone for everyone.');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.click(within(dialog).getByTestId('delete-confirm'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('is left by Cancel, by its close button and by Escape', async () => {
    const onCancel = vi.fn();
    const { user, dialog } = await open({ onCancel });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onCancel).toHaveBeenCalledTimes(3);
  });

  it('stays while its step runs', async () => {
    const onCancel = vi.fn();
    const { user, dialog } = await open({ onCancel, loading: true });
    // Mantine fades the dialog in: it is visible once its transition has run.
    await waitFor(() => expect(dialog).toBeVisible());
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Delete entry' })).toBeVisible());
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('takes the labels, the fields and the focus a step asks for', async () => {
    const onConfirm = vi.fn();
    const { user, dialog } = await open({
      message: undefined,
      cancelLabel: 'Keep it',
      confirmDisabled: true,
      focus: 'cancel',
      onConfirm,
      children: <textarea aria-label="Reason" />,
    });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus());
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('The entry will be gone for everyone.');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('opens with the focus on confirm when asked', async () => {
    const { dialog } = await open({ focus: 'confirm' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus());
  });
});
