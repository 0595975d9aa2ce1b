import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useI18n } from '../i18n/context.tsx';

/**
 * A button whose action is asked about first, in a modal dialog that says what it will
 * do. The dialog opens on the cancel button (the safe choice) and Escape closes it.
 */
export function ConfirmButton({
  label,
  question,
  onConfirm,
  className,
}: {
  label: string;
  question: ReactNode;
  onConfirm: () => Promise<unknown>;
  className?: string;
}) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      keep.current?.focus();
    } else if (!open && d.open) d.close();
  }, [open]);
  // The close event comes a task after close(): by then the dialog may be open again (asked at once), and stays so.
  const closed = () => {
    if (!dialog.current?.open) setOpen(false);
  };
  const confirm = () => {
    setBusy(true);
    setProblem(null);
    onConfirm()
      .then(() => setOpen(false))
      .catch((e: Error) => setProblem(e.message))
      .finally(() => setBusy(false));
  };
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {label}
      </button>
      <dialog ref={dialog} className="confirm panel" aria-label={label} onClose={closed}>
        <p>{question}</p>
        {problem && (
          <p className="problem" role="alert">
            {problem}
          </p>
        )}
        <div className="actions">
          <button type="button" className="danger" disabled={busy} onClick={confirm}>
            {label}
          </button>
          <button type="button" ref={keep} onClick={() => setOpen(false)}>
            {t('leave.keep')}
          </button>
        </div>
      </dialog>
    </>
  );
}
