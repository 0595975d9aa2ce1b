/** The line a sighted player reads first: what they can do now (or whom the table waits for). */
export function Prompt({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="prompt" aria-live="polite">
      {text}
    </p>
  );
}
