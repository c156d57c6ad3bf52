/** A section's heading on the admin dashboard, with its line of explanation when it has one. */
export function SectionHeading({ id, title, text }: { id: string; title: string; text?: string | undefined }) {
  const heading = (
    <h2 id={id} className="text-xl font-bold text-fg">
      {title}
    </h2>
  );
  if (!text) return heading;
  return (
    <div>
      {heading}
      <p className="mt-1 text-sm text-fg-muted">{text}</p>
    </div>
  );
}
