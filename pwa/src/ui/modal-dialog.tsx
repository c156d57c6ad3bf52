/**
 * Every modal of the app, on Radix: the overlay, the frame, the title and description that name it,
 * a close button of 44 px, focus kept inside and given back on close. An alert asks a question: a tap
 * outside does not close it, and focus starts on its DialogClose (the safe answer).
 */
import { createContext, useContext, type ComponentProps, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { buttonClass } from '@shared/ui/button-class.ts';
import { returnFocus } from './focus-return.ts';

/** card: centred box; narrow: a smaller one; sheet: the phone's side menu; fullscreen: the photo gallery. */
export type DialogFrame = 'card' | 'narrow' | 'sheet' | 'fullscreen';

const centred =
  'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-5 shadow-2xl sm:p-6';

const frames: Record<DialogFrame, { overlay: string; content: string }> = {
  card: { overlay: 'bg-black/50 backdrop-blur-[2px]', content: `${centred} max-w-md` },
  narrow: { overlay: 'bg-black/50 backdrop-blur-[2px]', content: `${centred} max-w-sm` },
  sheet: {
    overlay: 'bg-black/50',
    content: 'fixed inset-y-0 right-0 z-50 flex w-[min(20rem,86vw)] flex-col gap-4 overflow-y-auto border-l border-border bg-surface p-4 shadow-2xl',
  },
  fullscreen: {
    overlay: 'bg-black/70',
    content: 'fixed inset-0 z-50 flex flex-col bg-surface text-fg sm:inset-6 sm:mx-auto sm:max-w-6xl sm:rounded-2xl sm:border sm:border-border sm:shadow-2xl',
  },
};

// While printing (a receipt) only the dialog's box shows, as a page.
const printOverlay = 'print:hidden';
const printContent = 'print:static print:max-h-none print:translate-none print:border-0 print:shadow-none';

const closeButtonClass = `${buttonClass('ghost', 'icon')} text-fg-muted hover:text-fg`;

const AlertContext = createContext(false);

export interface ModalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** What it is about (a listing's title), under the title; the description when there is no other. */
  subject?: ReactNode;
  description?: ReactNode;
  /** Read to screen readers only: the menu sheet's and the gallery's title, the sheet's description. */
  titleHidden?: boolean;
  descriptionHidden?: boolean;
  /** A question the user must answer (role alertdialog). */
  alert?: boolean;
  /** The close button's name; without one there is no close button. */
  closeLabel?: string;
  closeDisabled?: boolean;
  frame?: DialogFrame;
  /** The title centred and larger (the sign-in dialog's welcome). */
  centred?: boolean;
  /** Above the title (the receipt's app name). */
  eyebrow?: ReactNode;
  /** Beside the title (the install instructions' app icon). */
  icon?: ReactNode;
  /** Between the title and the close button in a sheet or fullscreen frame (the gallery's counter). */
  headerExtra?: ReactNode;
  printable?: boolean;
  busy?: boolean;
  /** The control that opens it: focus goes back to it on close. Without one, to what had focus before. */
  trigger?: ReactElement;
  /** Where focus starts when not on the first control (or, in an alert, its DialogClose). */
  onOpenAutoFocus?: (event: Event) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  children?: ReactNode;
}

export function ModalDialog(props: ModalDialogProps) {
  const { open, onOpenChange, alert = false, frame = 'card', printable = false, trigger, onOpenAutoFocus, onKeyDown, busy } = props;
  const parts = alert ? AlertDialog : Dialog;
  const look = frames[frame];
  return (
    <AlertContext.Provider value={alert}>
      <parts.Root open={open} onOpenChange={onOpenChange}>
        {trigger ? <parts.Trigger asChild>{trigger}</parts.Trigger> : null}
        <parts.Portal>
          <parts.Overlay className={`fixed inset-0 z-50 ${look.overlay} ${printable ? printOverlay : ''}`} />
          <parts.Content
            aria-busy={busy}
            {...(props.description === undefined && props.subject === undefined ? { 'aria-describedby': undefined } : {})}
            {...(onOpenAutoFocus ? { onOpenAutoFocus } : {})}
            {...(onKeyDown ? { onKeyDown } : {})}
            {...(trigger ? {} : { onCloseAutoFocus: returnFocus })}
            className={`${look.content} ${printable ? printContent : ''}`}
          >
            {frame === 'sheet' || frame === 'fullscreen' ? <PanelHeading {...props} /> : <CardHeading {...props} />}
            {props.children}
          </parts.Content>
        </parts.Portal>
      </parts.Root>
    </AlertContext.Provider>
  );
}

/** Closes the dialog: Cancel in an alert (focus starts there), a plain close otherwise. */
export function DialogClose(props: ComponentProps<typeof Dialog.Close>) {
  const Close = useContext(AlertContext) ? AlertDialog.Cancel : Dialog.Close;
  return <Close {...props} />;
}

function CloseButton({ label, disabled, className = '' }: { label: string; disabled: boolean | undefined; className?: string }) {
  return (
    <DialogClose disabled={disabled} aria-label={label} className={`${closeButtonClass} ${className}`}>
      <X aria-hidden className="size-5" />
    </DialogClose>
  );
}

function Title({ children, className }: { children: ReactNode; className: string }) {
  const Element = useContext(AlertContext) ? AlertDialog.Title : Dialog.Title;
  return <Element className={className}>{children}</Element>;
}

function Description({ children, className }: { children: ReactNode; className: string }) {
  const Element = useContext(AlertContext) ? AlertDialog.Description : Dialog.Description;
  return <Element className={className}>{children}</Element>;
}

const subjectClass = 'mt-1 line-clamp-2 font-medium text-fg';

/** The centred frames' heading: title (and icon), subject, description; the close button in the corner. */
function CardHeading({ title, subject, description, alert, closeLabel, closeDisabled, centred, eyebrow, icon }: ModalDialogProps) {
  const titleLook = centred ? 'text-center text-2xl font-bold text-fg' : icon ? 'text-lg font-semibold text-fg' : 'text-xl font-bold text-fg';
  const titleClass = `${titleLook} ${closeLabel ? 'pr-10' : ''}`;
  const descriptionClass = `${alert ? 'mt-2 text-fg-muted' : 'mt-1 text-sm text-fg-muted'} ${centred ? 'text-center' : ''} [overflow-wrap:anywhere]`;
  return (
    <>
      {closeLabel ? <CloseButton label={closeLabel} disabled={closeDisabled} className="absolute top-2 right-2" /> : null}
      {eyebrow ? <p className="text-sm font-semibold text-primary">{eyebrow}</p> : null}
      {icon ? (
        <div className="flex items-center gap-3">
          {icon}
          <Title className={titleClass}>{title}</Title>
        </div>
      ) : (
        <Title className={titleClass}>{title}</Title>
      )}
      {subject !== undefined && description === undefined ? <Description className={subjectClass}>{subject}</Description> : null}
      {subject !== undefined && description !== undefined ? <p className={subjectClass}>{subject}</p> : null}
      {description !== undefined ? <Description className={descriptionClass}>{description}</Description> : null}
    </>
  );
}

/** A sheet's or a fullscreen frame's heading: one row of title, what goes beside it, and close. */
function PanelHeading({ title, description, titleHidden, descriptionHidden, closeLabel, closeDisabled, headerExtra, frame }: ModalDialogProps) {
  return (
    <>
      <div className={`flex shrink-0 items-center justify-between gap-3 ${frame === 'fullscreen' ? 'py-1 pr-1 pl-4' : ''}`}>
        <Title className={titleHidden ? 'sr-only' : 'text-lg font-bold text-fg'}>{title}</Title>
        {headerExtra}
        {closeLabel ? <CloseButton label={closeLabel} disabled={closeDisabled} /> : null}
      </div>
      {description !== undefined ? <Description className={descriptionHidden ? 'sr-only' : 'text-sm text-fg-muted'}>{description}</Description> : null}
    </>
  );
}
