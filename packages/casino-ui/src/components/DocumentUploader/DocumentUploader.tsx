import { clsx } from 'clsx';
import { Camera, Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Button } from '../Button';
import { ProgressBar } from '../ProgressBar';
import * as styles from './DocumentUploader.css';

export type DocumentUploaderMessages = {
  /** The button that opens the file picker, such as "Choose a file". */
  choose: string;
  /** The button that opens a phone's camera, such as "Take a photo". */
  takePhoto: string;
  /** Beside the buttons where a file can be dragged, such as "or drop it here". */
  dropHere: string;
  /** The progress bar's name while sending, such as "Uploading passport.jpg". */
  uploading: string;
  /** The button that stops a running upload, such as "Cancel". */
  cancel: string;
};

export type UploadProgress = { loaded: number; total: number };

export type DocumentUploaderProps = {
  /** What to send, such as "Passport: the photo page". Names the group, its buttons and its progress. */
  label: string;
  /**
   * What is accepted, shown under the label, such as "JPEG, PNG or PDF, up to 10 MB".
   * @default undefined
   */
  hint?: string;
  /** The `accept` list of the file inputs (media types), such as "image/jpeg,image/png,application/pdf". */
  accept: string;
  /** A file the player picked, photographed or dropped; the app checks it and sends it. */
  onFile: (file: File) => void;
  /**
   * Bytes sent so far while an upload runs; null or undefined when none runs.
   * @default undefined
   */
  progress?: UploadProgress | null;
  /**
   * The progress in words, read as the bar's value, such as "1.2 MB of 3.4 MB".
   * @default undefined
   */
  progressText?: string;
  /**
   * Stops the running upload; without it no Cancel button is shown.
   * @default undefined
   */
  onCancel?: () => void;
  /**
   * Why the last file was refused, announced when it appears.
   * @default undefined
   */
  error?: string;
  /**
   * Which camera the photo button opens: `environment` (the back one, for a document) or `user` (for a selfie).
   * @default 'environment'
   */
  camera?: 'environment' | 'user';
  /**
   * No new file can be chosen (another upload runs, or nothing may be sent now).
   * @default false
   */
  isDisabled?: boolean;
  /** The texts of the buttons and the progress, in the reader's language. */
  messages: DocumentUploaderMessages;
  /**
   * Extra class names.
   * @default undefined
   */
  className?: string;
};

/**
 * One document to send: a file picker, a phone's camera (a second input with `capture`) and, on desktops, a zone to
 * drop a file on; while the file is sent, a progress bar with a Cancel button. The widget only hands over the file
 * (`onFile`): checking and sending it is the app's job.
 */
export function DocumentUploader({
  label,
  hint,
  accept,
  onFile,
  progress,
  progressText,
  onCancel,
  error,
  camera = 'environment',
  isDisabled = false,
  messages,
  className,
}: DocumentUploaderProps) {
  const id = useId();
  const pickerRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const uploading = progress !== null && progress !== undefined;
  const blocked = isDisabled || uploading;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file && !blocked) onFile(file);
  };
  const onDragOver = (event: DragEvent) => {
    if (blocked || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    <fieldset
      aria-describedby={[hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined}
      className={clsx(styles.root, className)}
      data-dragging={dragging || undefined}
      data-invalid={error ? true : undefined}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <legend id={labelId} className={styles.label}>
        {label}
      </legend>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {uploading ? (
        <div className={styles.progress}>
          <div className={styles.progressRow}>
            <ProgressBar
              className={styles.progressBar}
              label={messages.uploading}
              value={progress.loaded}
              maxValue={Math.max(progress.total, 1)}
              valueText={progressText}
            />
            {onCancel ? (
              <Button variant="secondary" size="sm" onPress={onCancel}>
                {messages.cancel}
              </Button>
            ) : null}
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            isDisabled={blocked}
            onPress={() => pickerRef.current?.click()}
            aria-describedby={labelId}
            startIcon={<Upload size={18} />}
          >
            {messages.choose}
          </Button>
          <Button
            variant="secondary"
            className={styles.cameraButton}
            isDisabled={blocked}
            onPress={() => cameraRef.current?.click()}
            aria-describedby={labelId}
            startIcon={<Camera size={18} />}
          >
            {messages.takePhoto}
          </Button>
          <span className={styles.dropText}>{messages.dropHere}</span>
        </div>
      )}
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {/* The inputs are reached through the buttons; `value = ''` lets the same file be picked again after a refusal. */}
      <input
        ref={pickerRef}
        type="file"
        accept={accept}
        hidden
        data-testid="document-file-input"
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
      <input
        ref={cameraRef}
        type="file"
        accept="image/*"
        capture={camera}
        hidden
        data-testid="document-camera-input"
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
    </fieldset>
  );
}
