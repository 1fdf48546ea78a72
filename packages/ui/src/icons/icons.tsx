import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function Icon({ d, ...props }: IconProps & { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={d} />
    </svg>
  );
}

/** Decorative icons (aria-hidden) used by the primitives; name the control, not the icon. */
export const CloseIcon = (props: IconProps) => <Icon d="M6 6l12 12M18 6L6 18" {...props} />;
export const CheckIcon = (props: IconProps) => <Icon d="M5 12.5l4.5 4.5L19 7.5" {...props} />;
export const ChevronDownIcon = (props: IconProps) => <Icon d="M6 9l6 6 6-6" {...props} />;
export const ChevronLeftIcon = (props: IconProps) => <Icon d="M15 6l-6 6 6 6" {...props} />;
export const ChevronRightIcon = (props: IconProps) => <Icon d="M9 6l6 6-6 6" {...props} />;
export const CalendarIcon = (props: IconProps) => (
  <Icon
    d="M7 3v3M17 3v3M4 8h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z"
    {...props}
  />
);
export const InfoIcon = (props: IconProps) => (
  <Icon d="M12 8h.01M11 12h1v5h1M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z" {...props} />
);
export const WarningIcon = (props: IconProps) => (
  <Icon
    d="M12 9v4M12 17h.01M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z"
    {...props}
  />
);
export const ErrorIcon = (props: IconProps) => (
  <Icon d="M12 8v4M12 16h.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z" {...props} />
);
export const SuccessIcon = (props: IconProps) => (
  <Icon d="M8 12.5l3 3 5-6M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z" {...props} />
);
export const NotesIcon = (props: IconProps) => <Icon d="M6 3h9l3 3v15H6zM9 9h6M9 13h6M9 17h4" {...props} />;
/** Navigation icons: shown alone when a sidebar is collapsed (the link keeps its text name). */
export const MicrophoneIcon = (props: IconProps) => (
  <Icon d="M12 3a3 3 0 0 1 3 3v6a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3zM5 11a7 7 0 0 0 14 0M12 18v3" {...props} />
);
export const ListIcon = (props: IconProps) => (
  <Icon d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" {...props} />
);
export const CompletedIcon = (props: IconProps) => (
  <Icon d="M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0zM8 12.5l3 3 5-6" {...props} />
);
export const UploadIcon = (props: IconProps) => <Icon d="M12 16V4M7 9l5-5 5 5M4 16v4h16v-4" {...props} />;
export const HelpIcon = (props: IconProps) => (
  <Icon
    d="M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5h.01"
    {...props}
  />
);
export const SettingsIcon = (props: IconProps) => (
  <Icon
    d="M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM19 12l2-1.5-2-3.5-2.4.6a7 7 0 0 0-1.6-1L14.5 4h-5L9 6.6a7 7 0 0 0-1.6 1L5 7 3 10.5 5 12l-2 1.5L5 17l2.4-.6a7 7 0 0 0 1.6 1l.5 2.6h5l.5-2.6a7 7 0 0 0 1.6-1L19 17l2-3.5z"
    {...props}
  />
);
export const AdminIcon = (props: IconProps) => (
  <Icon d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" {...props} />
);
export const SignOutIcon = (props: IconProps) => <Icon d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" {...props} />;
