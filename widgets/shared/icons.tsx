/**
 * The one icon set of the islands: line icons (24 × 24, stroke = currentColor). Always beside a
 * text that names the action, so they are decorative and hidden from screen readers; unlike emoji
 * they draw the same on every device, also where no emoji font is installed.
 */
const paths = {
  select: 'M4 3l7 17 2.5-7L20 10.5z',
  hand: 'M8 13V5.5a1.5 1.5 0 013 0V12m0-6.5v-1a1.5 1.5 0 013 0V12m0-6a1.5 1.5 0 013 0v6m0-3a1.5 1.5 0 013 0v5a7 7 0 01-7 7h-1.5a6 6 0 01-5-2.7L4.2 15a1.6 1.6 0 012.6-1.8L8 15',
  undo: 'M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 010 11H11',
  redo: 'M15 14l5-5-5-5M20 9H9.5a5.5 5.5 0 000 11H13',
  duplicate: 'M9 9h11v11H9zM5 15H4V4h11v1',
  trash: 'M4 7h16M10 11v6M14 11v6M5 7l1 13h12l1-13M9 7V4h6v3',
  rotate: 'M20 11a8 8 0 10-2.3 5.7M20 4v7h-7',
  front: 'M8 8h12v12H8zM4 16V4h12',
  back: 'M4 4h12v12H4zM20 8v12H8',
  magnet: 'M6 3v8a6 6 0 0012 0V3h-4v8a2 2 0 01-4 0V3zM6 7h4M14 7h4',
  zoomIn: 'M11 4a7 7 0 100 14 7 7 0 000-14zM21 21l-5-5M11 8v6M8 11h6',
  zoomOut: 'M11 4a7 7 0 100 14 7 7 0 000-14zM21 21l-5-5M8 11h6',
  fit: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  tableRect: 'M3 8h18v8H3zM6 5v3M12 5v3M18 5v3M6 16v3M12 16v3M18 16v3',
  tableSquare: 'M6 6h12v12H6zM12 2v4M12 18v4M2 12h4M18 12h4',
  tableRound:
    'M12 6a6 6 0 100 12 6 6 0 000-12zM12 2v2M12 20v2M2 12h2M20 12h2M5 5l1.5 1.5M17.5 17.5L19 19M19 5l-1.5 1.5M6.5 17.5L5 19',
  chair: 'M7 3h10v9H7zM5 12h14v3H5zM7 15v6M17 15v6',
  rectangle: 'M3 6h18v12H3z',
  square: 'M5 5h14v14H5z',
  circle: 'M12 4a8 8 0 100 16 8 8 0 000-16z',
  line: 'M4 20L20 4',
  image: 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 8.5a1 1 0 100 2 1 1 0 000-2z',
  text: 'M5 6V4h14v2M12 4v16M9 20h6',
  upload: 'M12 16V4M7 9l5-5 5 5M4 16v4h16v-4',
  download: 'M12 4v12M7 11l5 5 5-5M4 16v4h16v-4',
  save: 'M5 4h11l3 3v13H5zM8 4v5h7V4M8 20v-6h8v6',
  check: 'M4 12l5 5L20 6',
  rocket:
    'M5 15c-1.5 1.5-2 5-2 5s3.5-.5 5-2M14 4c3-1 6-1 6-1s0 3-1 6l-7 7-5-5zM9 11l-4 0-2 3 4 1M13 15v4l-3 2-1-4M15 9.5a.5.5 0 100-1 .5.5 0 000 1z',
  close: 'M6 6l12 12M18 6L6 18',
  help: 'M12 3a9 9 0 100 18 9 9 0 000-18zM9.5 9.5a2.5 2.5 0 115 .5c0 1.7-2.5 2-2.5 4M12 17.5v.01',
  warning: 'M12 3L2 20h20zM12 10v4M12 17v.01',
  error: 'M12 3a9 9 0 100 18 9 9 0 000-18zM9 9l6 6M15 9l-6 6',
  layers: 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5',
  plus: 'M12 5v14M5 12h14',
  walk: 'M13.5 3.5a1.5 1.5 0 100 3 1.5 1.5 0 000-3zM9 21l2.5-6.5L14 17v4M11.5 14.5L12 9l-3 2.5V14M12 9l2.5 3 3 1',
  settings:
    'M12 9a3 3 0 100 6 3 3 0 000-6zM12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1',
  map: 'M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3zM9 3v15M15 6v15',
  print: 'M6 9V3h12v6M6 18H4v-7h16v7h-2M6 14h12v7H6z',
  clover:
    'M12 12C9 12 6.5 10.5 6.5 8.5S8.5 5.5 10 6.5 12 9.5 12 12zM12 12c0-3 1.5-5.5 3.5-5.5s3 2 2 3.5-4.5 2-5.5 2zM12 12c3 0 5.5 1.5 5.5 3.5s-2 3-3.5 2-2-4.5-2-5.5zM12 12c0 3-1.5 5.5-3.5 5.5s-3-2-2-3.5 4.5-2 5.5-2zM13 16l3 5',
  clipboard: 'M9 3h6v3H9zM7 4.5H5V21h14V4.5h-2M8 11h8M8 15h8M8 19h5',
  arrowLeft: 'M19 12H5M11 6l-6 6 6 6',
  user: 'M12 4a4 4 0 100 8 4 4 0 000-8zM4 21a8 8 0 0116 0',
  users: 'M9 4a3.5 3.5 0 100 7 3.5 3.5 0 000-7zM2.5 20a6.5 6.5 0 0113 0M16 4.5a3.5 3.5 0 010 6.5M18 14a6 6 0 013.5 6',
  chart: 'M4 4v16h16M8 16v-5M12 16V8M16 16v-3M20 16V6',
  log: 'M6 3h9l4 4v14H6zM15 3v4h4M9 12h7M9 16h7M9 8h3',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
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
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
