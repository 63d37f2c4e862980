import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
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
      testIds={{ input: 'picker-input', button: 'picker-button', list: 'picker-list', item: 'picker-item', remove: 'picker-remove' }}
    />
  );
}

const choose = (files: File[]) => fireEvent.change(screen.getByTestId('picker-input'), { target: { files } });
const names = () => screen.queryAllByTestId('picker-item').map((item) => item.querySelector('p')?.textContent);

describe('FilePicker', () => {
  it('is a real file input, labelled by the field, opened by a visible button', () => {
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Documents') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input).toBe(screen.getByTestId('picker-input'));
    expect(input.accept).toBe('application/pdf,.pdf');
    expect(input.multiple).toBe(true);
    const button = screen.getByRole('button', { name: 'Choose files' });
    expect(button.getAttribute('aria-describedby')).toContain(screen.getByText('PDF only').id);
    const click = vi.spyOn(input, 'click');
    fireEvent.click(button);
    expect(click).toHaveBeenCalledOnce();
  });

  it('names its input as its button reads when the field has no label of its own', () => {
    renderWithProviders(<FilePicker files={[]} onChange={vi.fn()} accept={['.pdf']} testIds={{ input: 'bare-input' }} />);
    expect(screen.getByLabelText('Choose files')).toBe(screen.getByTestId('bare-input'));
  });

  it('adds chosen files, keeps a name once and removes a file', () => {
    renderWithProviders(<Harness />);
    choose([pdf('order.pdf'), pdf('cmr.pdf')]);
    choose([pdf('cmr.pdf'), pdf('invoice.pdf')]);
    expect(names()).toEqual(['order.pdf', 'cmr.pdf', 'invoice.pdf']);
    expect(screen.getByText('3 files chosen')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Remove cmr.pdf' }));
    expect(names()).toEqual(['order.pdf', 'invoice.pdf']);
    // The focus goes back to the button, not to the page.
    expect(document.activeElement).toBe(screen.getByTestId('picker-button'));
    // The same file can be chosen again after its removal.
    choose([pdf('cmr.pdf')]);
    expect(names()).toEqual(['order.pdf', 'invoice.pdf', 'cmr.pdf']);
  });

  it('shows each size, never "0" for a tiny or empty file', () => {
    renderWithProviders(<Harness />);
    choose([pdf('empty.pdf', 0), pdf('tiny.pdf', 10), pdf('big.pdf', 1536 * 1024)]);
    const list = screen.getByTestId('picker-list');
    expect(within(list).getAllByText('1 kB')).toHaveLength(2);
    expect(within(list).getByText('1.5 MB')).toBeVisible();
    expect(within(list).queryByText(/^0\b/)).toBeNull();
  });

  it('stops at the maximum count: the rest are refused and the button is disabled', () => {
    const onRefuse = vi.fn();
    renderWithProviders(<Harness maxFiles={2} onRefuse={onRefuse} />);
    choose([pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]);
    expect(names()).toEqual(['a.pdf', 'b.pdf']);
    expect(onRefuse).toHaveBeenLastCalledWith([expect.objectContaining({ reason: 'count' })]);
    expect((screen.getByTestId('picker-button') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect((screen.getByTestId('picker-button') as HTMLButtonElement).disabled).toBe(false);
  });

  it('refuses files of another type and over the size', () => {
    const onRefuse = vi.fn();
    renderWithProviders(<Harness maxSize={100} onRefuse={onRefuse} />);
    choose([new File(['x'], 'photo.png', { type: 'image/png' }), pdf('large.pdf', 200), pdf('fine.pdf')]);
    expect(names()).toEqual(['fine.pdf']);
    expect(onRefuse.mock.lastCall?.[0].map((refused: RefusedFile) => [refused.file.name, refused.reason])).toEqual([
      ['photo.png', 'type'],
      ['large.pdf', 'size'],
    ]);
  });

  it('in single-file mode replaces the chosen file', () => {
    renderWithProviders(<Harness multiple={false} />);
    const input = screen.getByTestId('picker-input') as HTMLInputElement;
    expect(input.multiple).toBe(false);
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeVisible();
    choose([pdf('first.pdf')]);
    choose([pdf('second.pdf')]);
    expect(names()).toEqual(['second.pdf']);
    expect((screen.getByTestId('picker-button') as HTMLButtonElement).disabled).toBe(false);
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
