// Inline stroke icons (24×24): no icon font to download, and they inherit the text colour.
const paths = {
  home: 'M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10',
  chat: 'M4 5h16v11H8l-4 4z',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  target:
    'M12 3a9 9 0 100 18 9 9 0 000-18zM12 7a5 5 0 100 10 5 5 0 000-10zM12 11a1 1 0 100 2 1 1 0 000-2z',
  settings:
    'M12 9a3 3 0 100 6 3 3 0 000-6zM19 12l2-1-1-3-2 .3-1.4-1.4L17 5l-3-1-1 2h-2l-1-2-3 1 .4 2-1.4 1.4L4 8l-1 3 2 1v0l-2 1 1 3 2-.3 1.4 1.4L7 19l3 1 1-2h2l1 2 3-1-.4-2 1.4-1.4 2 .4 1-3z',
  logout: 'M10 4H5v16h5M15 8l4 4-4 4M19 12H9',
  help: 'M12 3a9 9 0 100 18 9 9 0 000-18zM9.5 9.5a2.5 2.5 0 115 0c0 2-2.5 2-2.5 4M12 17h.01',
  bell: 'M6 16V11a6 6 0 0112 0v5l2 2H4zM10 20a2 2 0 004 0',
  menu: 'M4 6h16M4 12h16M4 18h16',
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  chevronDown: 'M5 9l7 7 7-7',
  globe: 'M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  send: 'M4 12l16-8-6 16-2-6z',
  thumbUp: 'M7 11v9H4v-9zM7 11l4-7c1.5 0 2 1 2 2v3h5a2 2 0 012 2l-1.5 7a2 2 0 01-2 2H7',
  thumbDown: 'M7 13V4H4v9zM7 13l4 7c1.5 0 2-1 2-2v-3h5a2 2 0 002-2l-1.5-7a2 2 0 00-2-2H7',
  speaker: 'M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 010 6M18.5 6.5a8 8 0 010 11',
  mute: 'M4 9h4l5-4v14l-5-4H4zM17 9l5 6M22 9l-5 6',
  user: 'M12 4a4 4 0 100 8 4 4 0 000-8zM4 20c1-4 4-6 8-6s7 2 8 6',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  key: 'M8 11a4 4 0 110 8 4 4 0 010-8zM11 13l9-9M17 7l3 3',
  close: 'M6 6l12 12M18 6L6 18',
  folder: 'M3 6h6l2 2h10v11H3z',
  search: 'M11 4a7 7 0 100 14 7 7 0 000-14zM21 21l-5-5',
  warning: 'M12 3l10 18H2zM12 10v5M12 18h.01',
  upload: 'M12 16V4M7 9l5-5 5 5M4 20h16',
  card: 'M3 5h18v14H3zM3 10h18',
} as const;

export type IconName = keyof typeof paths;

export function Icon({
  name,
  size = 20,
  label,
}: {
  name: IconName;
  size?: number;
  label?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <path d={paths[name]} />
    </svg>
  );
}
