import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { DocumentUploader, type DocumentUploaderProps } from './DocumentUploader';

const MESSAGES = {
  choose: 'Choose a file',
  takePhoto: 'Take a photo',
  dropHere: 'or drop it here',
  uploading: 'Uploading passport.jpg',
  cancel: 'Cancel',
};

const renderUploader = (props: Partial<DocumentUploaderProps> = {}) => {
  const onFile = vi.fn();
  const view = render(
    <DocumentUploader
      label="Passport: the photo page"
      hint="JPEG, PNG or PDF, up to 10 MB"
      accept="image/jpeg,image/png,application/pdf"
      onFile={onFile}
      messages={MESSAGES}
      {...props}
    />,
  );
  return { ...view, onFile };
};

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'passport.jpg', { type: 'image/jpeg' });

describe('DocumentUploader', () => {
  it('given nothing sent yet, offers the file picker and the camera under the document’s name', async () => {
    const { container } = renderUploader();
    const group = screen.getByRole('group', { name: 'Passport: the photo page' });
    expect(group).toHaveAccessibleDescription('JPEG, PNG or PDF, up to 10 MB');
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeEnabled();
    // The camera button shows where the pointer is coarse (a phone); a mouse gets the drop zone instead.
    expect(screen.getByText('Take a photo').closest('button')).toBeEnabled();
    expect(screen.getByText('or drop it here')).toBeVisible();
    const [picker, cameraInput] = container.querySelectorAll('input[type=file]');
    expect(picker).toHaveAttribute('accept', 'image/jpeg,image/png,application/pdf');
    expect(cameraInput).toHaveAttribute('capture', 'environment');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when the player picks a file, hands it over, and the same file can be picked again', async () => {
    const { container, onFile } = renderUploader();
    const picker = container.querySelector('input[data-testid=document-file-input]') as HTMLInputElement;
    await userEvent.upload(picker, photo());
    expect(onFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'passport.jpg' }));
    expect(picker.value).toBe('');
  });

  it('when a file is dropped on the zone, hands it over and shows the zone as a target while held over it', () => {
    const { onFile } = renderUploader();
    const group = screen.getByRole('group');
    const dataTransfer = { types: ['Files'], files: [photo()], dropEffect: 'none' };
    fireEvent.dragOver(group, { dataTransfer });
    expect(group).toHaveAttribute('data-dragging');
    fireEvent.drop(group, { dataTransfer });
    expect(group).not.toHaveAttribute('data-dragging');
    expect(onFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'passport.jpg' }));
  });

  it('while sending, shows the real progress and a Cancel, and takes no other file', async () => {
    const onCancel = vi.fn();
    const { container, onFile } = renderUploader({
      progress: { loaded: 512, total: 2048 },
      progressText: '0.5 KB of 2 KB',
      onCancel,
    });
    const bar = screen.getByRole('progressbar', { name: 'Uploading passport.jpg' });
    expect(bar).toHaveAttribute('aria-valuenow', '512');
    expect(bar).toHaveAttribute('aria-valuemax', '2048');
    expect(bar).toHaveAttribute('aria-valuetext', '0.5 KB of 2 KB');
    expect(screen.queryByRole('button', { name: 'Choose a file' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.drop(screen.getByRole('group'), { dataTransfer: { types: ['Files'], files: [photo()] } });
    expect(onFile).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('announces why a file was refused, and describes the group with it', async () => {
    const { container } = renderUploader({ error: 'The file is larger than 10 MB.', camera: 'user' });
    expect(screen.getByRole('alert')).toHaveTextContent('The file is larger than 10 MB.');
    expect(screen.getByRole('group')).toHaveAccessibleDescription(
      'JPEG, PNG or PDF, up to 10 MB The file is larger than 10 MB.',
    );
    expect(container.querySelector('input[data-testid=document-camera-input]')).toHaveAttribute('capture', 'user');
    expect(await axeViolations(container)).toEqual([]);
  });
});
