/** A thumb up (or, turned over, down) for Bollocks' vote, drawn here so every device shows it. */
export function Thumb({ down = false, size = 20 }: { down?: boolean; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      style={down ? { transform: 'rotate(180deg)' } : undefined}
      className="thumb"
    >
      <path
        d="M2 10h4v11H2zM8 21V10l4.5-7.5c.9-1.4 3-.7 2.8 1L14.6 9H20a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.6 21z"
        fill="currentColor"
      />
    </svg>
  );
}
