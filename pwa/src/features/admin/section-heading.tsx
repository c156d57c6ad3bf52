/**
 * A section's heading on the admin dashboard, with its line of explanation when it has one. A tab's
 * sections are level 2; a section inside a page with its own level-2 heading (an account's page, under
 * the account's name) is level 3, so a screen reader's list of headings keeps the page's shape.
 */
export function SectionHeading({ id, title, text, level = 2 }: { id: string; title: string; text?: string | undefined; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const heading = (
    <Heading id={id} className="text-xl font-bold text-fg">
      {title}
    </Heading>
  );
  if (!text) return heading;
  return (
    <div>
      {heading}
      <p className="mt-1 text-sm text-fg-muted">{text}</p>
    </div>
  );
}
