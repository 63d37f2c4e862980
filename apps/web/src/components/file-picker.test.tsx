import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { setupUser, type User } from '../test/user';
import { FilePicker, pickFiles, type RefusedFile } from './file-picker';

const pdf = (name: string, bytes = 20) => new File(['x'.repeat(bytes)], name, { type: 'application/pdf' });

/** The picker with its files kept in state, as a form holds them; every refusal recorded. */
function Harness(props: { multiple?: boolean; maxFiles?: number; maxSize?: number; onRefuse?: (refused: RefusedFile[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FilePicker
      files={files}
      onChange={(next, refused) => {
        setFiles(next);
        props.onRefuse?.(refused);
      }}
      accept={['application/pdf', '.pdf']}
      multiple={props.multiple}
      maxFiles={props.maxFiles}
      maxSize={props.maxSize}
      label="Documents"
      description="PDF only"
      error={undefined}
    />
  );
}

/** The real file input, named by the field's label (the list of chosen files is named so too). */
const input = () => screen.getByLabelText<HTMLInputElement>('Documents', { selector: 'input' });
const choose = (user: User, files: File[]) => user.upload(input(), files);
/** The chosen files' names as listed (each item also shows its size and a remove button). */
const names = () => screen.queryAllByRole('listitem').map((item) => within(item).getByText(/\.pdf$/).textContent);
const chooseButton = (name = 'Choose files') => screen.getByRole('button', { name });

describe('FilePicker', () => {
  it('is a real file input, labelled by the field, opened by a visible button', async () => {
    const user = setupUser();
    renderWithProviders(<Harness />);
    const field = input();
    expect(field).toHaveAttribute('type', 'file');
    expect(field.accept).toBe('application/pdf,.pdf');
    expect(field.multiple).toBe(true);
    const button = chooseButton();
    expect(button).toHaveAccessibleDescription('PDF only');
    const click = vi.spyOn(field, 'click');
    await user.click(button);
    expect(click).toHaveBeenCalledOnce();
  });

  it('names its input as its button reads when the field has no label of its own', () => {
    renderWithProviders(<FilePicker files={[]} onChange={vi.fn()} accept={['.pdf']} />);
    expect(screen.getByLabelText('Choose files')).toHaveAttribute('type', 'file');
  });

  it('adds chosen files, keeps a name once and removes a file', async () => {
    const user = setupUser();
    renderWithProviders(<Harness />);
    await choose(user, [pdf('order.pdf'), pdf('cmr.pdf')]);
    await choose(user, [pdf('cmr.pdf'), pdf('invoice.pdf')]);
    expect(names()).toEqual(['order.pdf', 'cmr.pdf', 'invoice.pdf']);
    expect(screen.getByText('3 files chosen')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove cmr.pdf' }));
    expect(names()).toEqual(['order.pdf', 'invoice.pdf']);
    // The focus goes back to the button, not to the page.
    expect(chooseButton()).toHaveFocus();
    // The same file can be chosen again after its removal.
    await choose(user, [pdf('cmr.pdf')]);
    expect(names()).toEqual(['order.pdf', 'invoice.pdf', 'cmr.pdf']);
  });

  it('shows each size, never "0" for a tiny or empty file', async () => {
    const user = setupUser();
    renderWithProviders(<Harness />);
    await choose(user, [pdf('empty.pdf', 0), pdf('tiny.pdf', 10), pdf('big.pdf', 1536 * 1024)]);
    const list = screen.getByRole('list', { name: 'Documents' });
    expect(within(list).getAllByText('1 kB')).toHaveLength(2);
    expect(within(list).getByText('1.5 MB')).toBeVisible();
    expect(within(list).queryByText(/^0\b/)).toBeNull();
  });

  it('stops at the maximum count: the rest are refused and the button is disabled', async () => {
    const onRefuse = vi.fn();
    const user = setupUser();
    renderWithProviders(<Harness maxFiles={2} onRefuse={onRefuse} />);
    await choose(user, [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]);
    expect(names()).toEqual(['a.pdf', 'b.pdf']);
    expect(onRefuse).toHaveBeenLastCalledWith([expect.objectContaining({ reason: 'count' })]);
    expect(chooseButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(chooseButton()).toBeEnabled();
  });

  it('refuses files of another type and over the size', async () => {
    const onRefuse = vi.fn();
    // A member who switches the file dialog to all files: the picker itself refuses the PNG.
    const user = setupUser({ applyAccept: false });
    renderWithProviders(<Harness maxSize={100} onRefuse={onRefuse} />);
    await choose(user, [new File(['x'], 'photo.png', { type: 'image/png' }), pdf('large.pdf', 200), pdf('fine.pdf')]);
    expect(names()).toEqual(['fine.pdf']);
    expect(onRefuse.mock.lastCall?.[0].map((refused: RefusedFile) => [refused.file.name, refused.reason])).toEqual([
      ['photo.png', 'type'],
      ['large.pdf', 'size'],
    ]);
  });

  it('in single-file mode replaces the chosen file', async () => {
    const user = setupUser();
    renderWithProviders(<Harness multiple={false} />);
    expect(input().multiple).toBe(false);
    expect(chooseButton('Choose a file')).toBeVisible();
    await choose(user, [pdf('first.pdf')]);
    await choose(user, [pdf('second.pdf')]);
    expect(names()).toEqual(['second.pdf']);
    expect(chooseButton('Choose a file')).toBeEnabled();
  });

  it('counts stored files and their names', () => {
    const result = pickFiles([], [pdf('statute.pdf'), pdf('licence.pdf'), pdf('contract.pdf')], {
      accept: ['.pdf'],
      multiple: true,
      maxFiles: 2,
      stored: [{ key: 1, name: 'statute.pdf', note: 'sent' }],
    });
    expect(result.files.map((file) => file.name)).toEqual(['licence.pdf']);
    expect(result.refused.map((refused) => [refused.file.name, refused.reason])).toEqual([['contract.pdf', 'count']]);
  });
});
